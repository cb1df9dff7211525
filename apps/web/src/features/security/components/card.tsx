import { useId, type ReactNode } from 'react';

/** A titled card of the security page (the title names the region for assistive tech). */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-surface p-4 shadow-card">
      <h2 id={id} className="mb-3 text-[13px] font-bold tracking-wide text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A refusal, announced as it appears. */
export function Alert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-2xl border border-rose-500/30 bg-rose-500/10 p-3 text-sm text-rose-300">
      {message}
    </p>
  );
}
