import { useId, type ReactNode } from 'react';

/** A titled card of a member page (the title names the region for assistive tech). */
export function CardSection({
  title,
  aside,
  children,
  className = '',
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-3xl border border-line bg-surface p-4 shadow-card ${className}`}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="text-[13px] font-bold tracking-wide text-muted uppercase">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
