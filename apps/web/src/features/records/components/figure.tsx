/** A small labelled amount (stake, payout, rounds) under a row's title; use inside a <dl>. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center gap-1 rounded-md bg-white/[0.04] px-2 py-0.5">
      <dt className="text-subtle">{label}</dt>
      <dd className="font-semibold text-text/90">{value}</dd>
    </div>
  );
}
