interface Props {
  checked: boolean;
  /** The accessible name: what the switch turns on, e.g. "Enabled: Dragon Gold". */
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch that acts at once on one row's flag (the form version is `Switch`): a real button with role="switch", so it is named and keyboard-usable. */
export function RowSwitch({ checked, label, onChange, disabled }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors disabled:cursor-wait disabled:opacity-60 ${
        checked ? 'border-gold-400 bg-gold-400/90' : 'border-line-strong bg-ink-800'
      }`}
    >
      <span
        aria-hidden
        className={`inline-block size-3.5 rounded-full shadow transition-transform ${
          checked ? 'translate-x-[18px] bg-ink-950' : 'translate-x-[3px] bg-muted'
        }`}
      />
    </button>
  );
}
