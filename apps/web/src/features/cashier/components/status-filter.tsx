import { useTranslation } from '../../../lib/use-translation';

/** The history's state filter: all, or one state, as a row of chips. */
export function StatusFilter<S extends string>({
  states,
  labelOf,
  value,
  onChange,
}: {
  states: readonly S[];
  labelOf: (state: S) => string;
  value: S | undefined;
  onChange: (state: S | undefined) => void;
}) {
  const { t } = useTranslation();
  const chips: { value: S | undefined; label: string }[] = [
    { value: undefined, label: t('cashier.allStates') },
    ...states.map((state) => ({ value: state, label: labelOf(state) })),
  ];
  return (
    <div
      role="group"
      aria-label={t('cashier.state')}
      className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 py-0.5"
    >
      {chips.map((chip) => (
        <button
          key={chip.value ?? 'all'}
          type="button"
          aria-pressed={value === chip.value}
          onClick={() => onChange(chip.value)}
          className="inline-flex h-8 shrink-0 items-center rounded-full border border-line bg-white/[0.03] px-3 text-xs font-semibold whitespace-nowrap text-muted transition hover:text-text aria-pressed:border-gold-400/60 aria-pressed:bg-gold-400/10 aria-pressed:text-gold-300"
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
