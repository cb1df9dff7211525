import { useTranslation } from '../../../lib/use-translation';
import { CalendarIcon } from '../../../ui/icons';
import { FIRST_DAY, RANGE_PRESETS, dayOf, type DayRange, type RangePreset } from '../hooks/date-range';

interface DateRangeFilterProps {
  range: DayRange;
  preset: RangePreset | undefined;
  onPreset: (preset: RangePreset) => void;
  onDays: (range: DayRange, moved: keyof DayRange) => void;
}

/** Presets (today, yesterday, last 7 and 30 days) and the first and last day, in the player's calendar. */
export function DateRangeFilter({ range, preset, onPreset, onDays }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const today = dayOf(new Date());
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('records.range')}</legend>
      <div className="flex gap-0.5 rounded-full border border-line bg-ink-900/80 p-1">
        {RANGE_PRESETS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={preset === key}
            onClick={() => onPreset(key)}
            className="h-8 flex-auto rounded-full px-1.5 text-[11.5px] font-semibold whitespace-nowrap text-muted transition hover:text-text aria-pressed:bg-violet aria-pressed:text-white aria-pressed:shadow-glow"
          >
            {t(`records.preset.${key}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <DayField
          label={t('records.from')}
          value={range.start}
          max={today}
          onChange={(start) => onDays({ ...range, start }, 'start')}
        />
        <DayField
          label={t('records.to')}
          value={range.end}
          max={today}
          onChange={(end) => onDays({ ...range, end }, 'end')}
        />
      </div>
    </fieldset>
  );
}

function DayField({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  onChange: (day: string) => void;
}) {
  return (
    <label className="flex h-12 items-center gap-2.5 rounded-2xl border border-line bg-ink-900/80 px-3 transition focus-within:border-violet-400/60">
      <CalendarIcon size={18} className="shrink-0 text-violet-300" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-[10px] leading-none font-semibold tracking-wider text-subtle uppercase">{label}</span>
        <input
          type="date"
          value={value}
          min={FIRST_DAY}
          max={max}
          required
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
          className="mt-1 w-full min-w-0 bg-transparent text-sm leading-none font-semibold text-text tabular-nums outline-none [&::-webkit-calendar-picker-indicator]:opacity-0"
        />
      </span>
    </label>
  );
}
