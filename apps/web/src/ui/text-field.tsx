import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** A short note beside the label ("Optional"). */
  note?: string;
  hint?: string;
}

/** A labelled input in the member pages' look (cashier, responsible gaming). */
export function TextField({ label, note, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-center justify-between text-xs font-semibold text-muted">
        <span>{label}</span>
        {note ? <span className="font-medium text-subtle">{note}</span> : null}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className="h-11 w-full rounded-xl border border-line-strong bg-ink-900 px-3 text-sm text-text placeholder:text-subtle read-only:text-muted focus:border-gold-400/70 focus:outline-none"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-[11px] text-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
