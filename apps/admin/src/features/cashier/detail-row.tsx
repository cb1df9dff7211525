import type { ReactNode } from 'react';

/** One fact of a queue item's dialog, in a two-column <dl>. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
