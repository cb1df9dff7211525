import type { ReactNode } from 'react';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface ChipFilterProps<T extends string> {
  label: string;
  allLabel: string;
  options: readonly ChipOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** One choice among a few (or all), as a row of chips that scrolls sideways. */
export function ChipFilter<T extends string>({ label, allLabel, options, value, onChange }: ChipFilterProps<T>) {
  const chips: ChipOption<T | ''>[] = [{ value: '', label: allLabel }, ...options];
  return (
    <div role="group" aria-label={label} className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 py-0.5">
      {chips.map((chip) => (
        <button
          key={chip.value || 'all'}
          type="button"
          aria-pressed={(value ?? '') === chip.value}
          onClick={() => onChange(chip.value || undefined)}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-line bg-white/[0.03] px-3 text-xs font-semibold whitespace-nowrap text-muted transition hover:text-text aria-pressed:border-gold-400/60 aria-pressed:bg-gold-400/10 aria-pressed:text-gold-300"
        >
          {chip.icon}
          {chip.label}
        </button>
      ))}
    </div>
  );
}
