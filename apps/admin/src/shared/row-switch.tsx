import { SWITCH_THUMB, SWITCH_TRACK } from './switch';

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
    <span className="relative inline-flex shrink-0">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`${SWITCH_TRACK} disabled:cursor-wait disabled:opacity-60`}
      />
      <span aria-hidden className={SWITCH_THUMB} />
    </span>
  );
}
