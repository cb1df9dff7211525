import { useId, type InputHTMLAttributes } from 'react';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** The field's error, tied to the input for screen readers. */
  error?: string | undefined;
}

/** A labelled input of the security page's forms. */
export function TextInput({ label, error, ...input }: TextInputProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-xs font-semibold text-muted">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-11 w-full rounded-xl border bg-ink-900 px-3 text-sm text-text placeholder:text-subtle focus:outline-none ${
          error ? 'border-rose-500/70' : 'border-line-strong focus:border-gold-400/70'
        }`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-[11px] text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
