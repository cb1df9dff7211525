import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A setting that is on or off: the words on the left, a switch (role switch, named by them) on the right. */
export function SwitchRow({ label, hint, checked, onChange, disabled = false }: SwitchRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-semibold">
          {label}
        </p>
        {hint ? (
          <p id={hintId} className="mt-0.5 text-xs leading-snug text-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-600 ring-1 ring-line-strong transition aria-checked:bg-gold-500 aria-checked:ring-gold-300/60 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
