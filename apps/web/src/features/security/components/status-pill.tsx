/** A protection's state: green when it protects, amber when it does not. */
export function StatusPill({ good, label }: { good: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold ${
        good ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-500/15 text-amber-300'
      }`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${good ? 'bg-emerald-400' : 'bg-amber-400'}`} />
      {label}
    </span>
  );
}
