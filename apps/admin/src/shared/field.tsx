import { useId, type ReactNode } from 'react';

export const INPUT_CLASS =
  'h-8 w-full rounded-md border border-line-strong bg-ink-950 px-2.5 text-sm text-text placeholder:text-muted/70 focus:border-gold-400 focus:outline-none aria-[invalid=true]:border-rose-500';

/** A plain checkbox in the console's gold. */
export const CHECKBOX_CLASS = 'size-4 accent-gold-400';

interface Props {
  label: string;
  /** The failed rule's words, shown under the control and announced with it. */
  error?: string | undefined;
  hint?: string;
  /** The control, given the id its label points at and the ids that describe it. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
  className?: string;
}

/** A labelled form control with its hint and error: every input in the console goes through it. */
export function Field({ label, error, hint, children, className = '' }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
