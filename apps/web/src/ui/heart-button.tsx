import { useTranslation } from '../lib/use-translation';
import { HeartIcon } from './icons';

/** A card's favourite heart: filled and pressed when the game is a favourite. */
export function HeartButton({ pressed, onClick }: { pressed: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={t(pressed ? 'games.unfavourite' : 'games.favourite')}
      className={`absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-ink-950/70 transition hover:text-rose-500 ${pressed ? 'text-rose-500' : 'text-white/90'}`}
    >
      <HeartIcon size={16} fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
