import { useId, type InputHTMLAttributes, type Ref } from 'react';

/**
 * The one look of an on/off switch, for this form checkbox and for `RowSwitch` (a button): the control
 * is the track (on when checked or aria-checked), the thumb its next sibling.
 */
export const SWITCH_TRACK =
  'peer h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full border border-line-strong bg-ink-950 transition-colors checked:border-gold-400 checked:bg-gold-400 aria-checked:border-gold-400 aria-checked:bg-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';
export const SWITCH_THUMB =
  'pointer-events-none absolute top-1 left-1 size-3 rounded-full bg-muted transition-transform peer-checked:translate-x-4 peer-checked:bg-ink-950 peer-aria-checked:translate-x-4 peer-aria-checked:bg-ink-950';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** An on/off setting: a real checkbox with the switch role, its label and an optional hint beside it. */
export function Switch({ label, hint, className = '', ref, ...input }: Props) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={SWITCH_TRACK}
          {...input}
        />
        <span aria-hidden className={SWITCH_THUMB} />
      </span>
      <span className="flex flex-col">
        <label htmlFor={id} className="cursor-pointer text-sm">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
