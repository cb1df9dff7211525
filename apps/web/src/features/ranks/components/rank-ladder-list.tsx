import { useTranslation } from '../../../lib/use-translation';
import type { PlayerRank, RankLadderEntry } from '@lobby/contract/ranks';
import { CheckIcon, CrownIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useRankLadder } from '../api/rank-ladder';
import { requirementsOf, stepState, type Requirement, type StepState } from '../rank-rules';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';
import { RankBenefits } from './rank-benefits';

/** Medal colours up the ladder (bronze, silver, gold, platinum, diamond), repeated past five ranks. */
const MEDALS = [
  ['#f0b98a', '#a0582a'],
  ['#f1f4fb', '#8d97ad'],
  ['#ffe08a', '#d48f1a'],
  ['#c9f4ff', '#3fa7c9'],
  ['#f0d2ff', '#8b5cf6'],
] as const;

const FRAME: Record<StepState, string> = {
  current: 'border-gold-400/60 bg-gold-400/10 shadow-gold',
  reached: 'border-emerald-400/25 bg-surface',
  next: 'border-violet-400/50 bg-surface shadow-glow',
  locked: 'border-line bg-surface',
};
const BADGE: Partial<Record<StepState, string>> = {
  current: 'bg-gold text-ink-950',
  reached: 'bg-emerald-400/15 text-emerald-400',
  next: 'bg-violet-500/25 text-violet-300',
};
const BADGE_KEY = { current: 'vip.badge.current', reached: 'vip.badge.reached', next: 'vip.badge.next' } as const;

/** Every rank of the site, lowest first, with what it asks for and (for a member) where they stand. */
export function RankLadderList({ rank }: { rank?: PlayerRank | undefined }) {
  const { t } = useTranslation();
  const ladder = useRankLadder();
  return (
    <section aria-labelledby="vip-ladder" className="mt-6">
      <h2 id="vip-ladder" className="text-base font-bold">
        {t('vip.ladder')}
      </h2>
      <p className="mt-0.5 text-xs text-muted">{t('vip.ladderHint')}</p>
      <div className="mt-3">
        {ladder.isPending ? (
          <div className="space-y-3" role="status" aria-label={t('vip.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
        ) : ladder.isError ? (
          <ErrorState compact error={ladder.error} onRetry={() => void ladder.refetch()} />
        ) : ladder.data.ranks.length === 0 ? (
          <EmptyState title={t('vip.empty')} icon={<CrownIcon size={30} />} />
        ) : (
          <ol className="space-y-3">
            {ladder.data.ranks.map((step, index) => (
              <RankStep
                key={step.labelId}
                step={step}
                index={index}
                state={stepState(ladder.data.ranks, index, rank)}
                stats={rank?.stats}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function RankStep({
  step,
  index,
  state,
  stats,
}: {
  step: RankLadderEntry;
  index: number;
  state: StepState;
  stats: PlayerRank['stats'] | undefined;
}) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const [light, dark] = MEDALS[index % MEDALS.length]!;
  const requirements = requirementsOf(step, state === 'locked' || state === 'next' ? stats : undefined);
  const badge = state === 'locked' ? null : BADGE_KEY[state];
  const valueOf = (key: Requirement) =>
    key === 'turnover'
      ? money(step.turnover, { compact: true })
      : key === 'deposits'
        ? String(step.deposits)
        : t('vip.days', { count: step.accountDays });
  return (
    <li
      aria-current={state === 'current' ? 'step' : undefined}
      className={`relative flex gap-3 rounded-2xl border p-4 ${FRAME[state]}`}
    >
      <span
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-950 shadow-card"
        style={{ background: `linear-gradient(160deg, ${light}, ${dark})` }}
        aria-hidden="true"
      >
        <CrownIcon size={22} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <h3 className="truncate font-bold">{step.labelName}</h3>
          {badge ? (
            <span className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ${BADGE[state] ?? ''}`}>
              {t(badge)}
            </span>
          ) : null}
        </div>
        <RankBenefits rank={step.labelName} benefits={step.benefits} />
        {requirements.length === 0 ? (
          <p className="mt-1 text-xs text-muted">{t('vip.entryRank')}</p>
        ) : (
          <ul className="mt-2 grid grid-cols-3 gap-1.5">
            {requirements.map(({ key, met }) => (
              <li key={key} className="rounded-lg bg-black/20 px-2 py-1.5">
                <span className="block text-[10px] text-subtle">{t(`vip.${key}`)}</span>
                <span className="mt-0.5 flex items-center gap-1 truncate text-xs font-semibold">
                  {met ? <CheckIcon size={12} className="shrink-0 text-emerald-400" /> : null}
                  {valueOf(key)}
                  {met === undefined ? null : <span className="sr-only">{t(met ? 'vip.met' : 'vip.notMet')}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
