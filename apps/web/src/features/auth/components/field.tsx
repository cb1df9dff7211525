import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export interface FieldProps extends ComponentProps<'input'> {
  label: string;
  icon?: ReactNode;
  error?: string;
  hint?: string;
  /** Shows an "optional" mark next to the label. */
  optional?: boolean;
  /** Before the input box (a dialing code picker). */
  leading?: ReactNode;
  /** Inside the box, after the input (a visibility toggle, a captcha image, an SMS button). */
  trailing?: ReactNode;
}

/** A labelled input with an icon, its error (or hint) underneath, tied to the input for screen readers. */
export function Field({ label, icon, error, hint, optional, leading, trailing, id, ...input }: FieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="flex items-center gap-1.5 text-[13px] font-semibold text-muted">
        {label}
        {optional ? (
          <span className="rounded-full bg-white/5 px-1.5 py-px text-[10px] font-medium tracking-wide text-subtle">
            {t('form.optional')}
          </span>
        ) : null}
      </label>
      <div className="flex gap-2">
        {leading}
        <div
          className={`flex h-12 min-w-0 flex-1 items-center rounded-xl border bg-ink-850 transition focus-within:bg-ink-800 ${
            error ? 'border-rose-500/70' : 'border-line focus-within:border-violet-400/70'
          }`}
        >
          {icon ? <span className="pointer-events-none shrink-0 pl-3.5 text-subtle">{icon}</span> : null}
          <input
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={note ? noteId : undefined}
            className="h-full min-w-0 flex-1 bg-transparent px-3 text-[15px] text-text placeholder:text-subtle focus-visible:outline-none"
            {...input}
          />
          {trailing}
        </div>
      </div>
      {note ? (
        <p id={noteId} className={`text-xs ${error ? 'font-medium text-rose-400' : 'text-subtle'}`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
