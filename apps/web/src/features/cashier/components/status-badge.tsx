import { TONE_CLASS, type StatusTone } from '../status';

/** A state as a small pill; the word says it, the colour only helps. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-[11px] font-bold ring-1 ${TONE_CLASS[tone]}`}
    >
      {tone === 'waiting' ? (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
      ) : null}
      {label}
    </span>
  );
}
