import { useTranslation } from 'react-i18next';
import { KENO } from '@lobby/contract/inhouse';

/** The ten draw slots, filled ball by ball; hits in gold. */
export function DrawnTray({ drawn, picks }: { drawn: readonly number[]; picks: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('keno.drawn')} className="grid grid-cols-10 gap-1">
      {Array.from({ length: KENO.draws }, (_, i) => {
        const value = drawn[i];
        const hit = value !== undefined && picks.includes(value);
        return (
          <li
            key={i}
            className={`grid aspect-square place-items-center rounded-full text-[12px] font-black tabular-nums ${
              value === undefined
                ? 'border border-dashed border-white/20 bg-white/4'
                : hit
                  ? 'animate-pop-in bg-gradient-to-b from-gold-200 to-gold-500 text-ink-950 shadow-[0_0_12px_-2px_rgb(251_191_36/0.8)]'
                  : 'animate-pop-in bg-gradient-to-b from-white to-violet-200 text-ink-900'
            }`}
          >
            {value ?? ''}
          </li>
        );
      })}
    </ol>
  );
}
