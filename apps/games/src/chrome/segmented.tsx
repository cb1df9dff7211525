import { useId } from 'react';

interface Props<T extends string | number> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
  /** The text of an option (its value when not given). */
  optionLabel?: (value: T) => string;
}

/** A row of mutually exclusive choices (a radio group drawn as a pill switch). */
export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  optionLabel = String,
}: Props<T>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <span id={id} className="text-[11px] font-semibold tracking-wide text-subtle uppercase">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={id} className="flex rounded-xl bg-ink-950/70 p-1 ring-1 ring-line">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === value}
            disabled={disabled}
            onClick={() => onChange(option)}
            className="flex-1 rounded-lg py-1.5 text-xs font-bold text-muted transition aria-checked:bg-ink-600 aria-checked:text-text aria-checked:shadow-glow disabled:opacity-50"
          >
            {optionLabel(option)}
          </button>
        ))}
      </div>
    </div>
  );
}
