import { SpinIcon } from './icons';

interface Props {
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** The big gold button that plays a round. */
export function PlayButton({ label, busy, disabled, onClick }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      className="group relative grid size-24 shrink-0 place-items-center rounded-full bg-gradient-to-b from-gold-300 via-gold-400 to-gold-600 text-ink-950 shadow-gold ring-4 ring-gold-700/40 transition active:scale-95 disabled:from-ink-600 disabled:via-ink-600 disabled:to-ink-700 disabled:text-muted disabled:shadow-none disabled:ring-line"
    >
      <span className="absolute inset-1.5 rounded-full bg-gradient-to-b from-white/35 to-transparent opacity-80 group-disabled:opacity-20" />
      <span className="relative flex flex-col items-center gap-0.5">
        <SpinIcon className={`size-7 ${busy ? 'animate-spin' : ''}`} />
        <span className="text-sm font-black tracking-wider uppercase">{label}</span>
      </span>
    </button>
  );
}
