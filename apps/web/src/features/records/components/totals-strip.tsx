import { useTranslation } from '../../../lib/use-translation';
import { TONE_CLASS, type Tone } from '../money';

export interface TotalItem {
  label: string;
  value: string;
  tone?: Tone;
}

interface TotalsStripProps {
  /** The period's result, shown large. */
  main: TotalItem;
  items: readonly TotalItem[];
  busy?: boolean;
}

/** The period's totals (over every page, not only those loaded), in one card. */
export function TotalsStrip({ main, items, busy = false }: TotalsStripProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('records.totals')}
      aria-busy={busy}
      className="relative overflow-hidden rounded-2xl border border-violet-500/25 bg-gradient-to-br from-violet-700/40 via-ink-850 to-ink-900 p-4 shadow-card transition-opacity aria-busy:opacity-60"
    >
      <div className="pointer-events-none absolute -top-14 -right-10 size-36 rounded-full bg-fuchsia-500/15 blur-2xl" />
      {/* Two lists: a <dl> groups its terms in one level of <div>, no deeper. */}
      <dl className="relative">
        <div>
          <dt className="text-[11px] font-semibold tracking-wider text-muted uppercase">{main.label}</dt>
          <dd className={`mt-0.5 text-[26px] leading-tight font-extrabold tabular-nums ${toneClass(main.tone)}`}>
            {main.value}
          </dd>
        </div>
      </dl>
      <dl
        className="relative mt-3 grid gap-2 border-t border-white/10 pt-3"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="truncate text-[10.5px] font-semibold tracking-wider text-subtle uppercase">{item.label}</dt>
            <dd className={`mt-0.5 truncate text-sm font-bold tabular-nums ${toneClass(item.tone)}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const toneClass = (tone: Tone | undefined) => (tone ? TONE_CLASS[tone] : 'text-text');
