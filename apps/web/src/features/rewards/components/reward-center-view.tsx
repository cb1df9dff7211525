import type { RewardApplication, RewardApplicationStatus } from '@lobby/contract/rewards';
import { useTranslation } from '../../../lib/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import { ROUTES } from '../../../lib/routes';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';
import { AppLink } from '../../../ui/app-link';
import { Button, buttonClass } from '../../../ui/button';
import { CheckIcon, ClockIcon, CloseIcon, GiftIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useRewardApplications } from '../api/reward-applications';

const CHIPS: Record<RewardApplicationStatus, { className: string; icon: typeof CheckIcon }> = {
  pending: { className: 'bg-gold-400/15 text-gold-300 ring-gold-400/40', icon: ClockIcon },
  approved: { className: 'bg-emerald-400/15 text-emerald-400 ring-emerald-400/40', icon: CheckIcon },
  rejected: { className: 'bg-rose-500/15 text-rose-500 ring-rose-500/40', icon: CloseIcon },
};

/** pending / approved / rejected, told apart by colour, icon and word. */
export function StatusChip({ status }: { status: RewardApplicationStatus }) {
  const { t } = useTranslation();
  const { className, icon: Icon } = CHIPS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${className}`}
    >
      <Icon size={13} />
      {t(`rewardCenter.status.${status}`)}
    </span>
  );
}

function ApplicationCard({ application }: { application: RewardApplication }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const money = useSiteMoney();
  const when = (iso: string) => dates.format(iso, 'dateTime');
  const rewarded = application.status === 'approved' && !/^0(\.0+)?$/.test(application.reward);
  return (
    <li className="space-y-2 rounded-card border border-line bg-surface p-3.5">
      <div className="flex items-start gap-3">
        <h3 className="min-w-0 flex-1 text-sm leading-snug font-bold">{application.promotionTitle}</h3>
        <StatusChip status={application.status} />
      </div>
      <p className="text-xs text-muted">
        {t('rewardCenter.appliedOn', { date: when(application.createdAt) })}
        {application.imageCount > 0 ? ` · ${t('rewardCenter.pictures', { count: application.imageCount })}` : ''}
      </p>
      {application.remarks ? <p className="text-sm break-words text-text/90">“{application.remarks}”</p> : null}
      {rewarded ? (
        <p className="text-sm font-bold text-emerald-400">
          {t('rewardCenter.reward', { amount: money(application.reward) })}
        </p>
      ) : null}
      {application.reviewNote ? (
        <p className="rounded-lg bg-white/[0.04] px-3 py-2 text-xs text-muted">
          <span className="font-semibold text-text">{t('rewardCenter.note')}: </span>
          {application.reviewNote}
        </p>
      ) : null}
      {application.reviewedAt ? (
        <p className="text-[11px] text-subtle">
          {t('rewardCenter.reviewedOn', { date: when(application.reviewedAt) })}
        </p>
      ) : null}
    </li>
  );
}

/** The member's reward applications, newest first, with their status. */
export function RewardCenterView() {
  const { t } = useTranslation();
  const query = useRewardApplications();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('rewardCenter.loading')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-card" />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const applications = query.data.pages.flatMap((page) => page.list);
  if (applications.length === 0) {
    return (
      <div className="space-y-2 text-center">
        <EmptyState title={t('rewardCenter.empty')} hint={t('rewardCenter.emptyHint')} icon={<GiftIcon size={30} />} />
        <AppLink to={ROUTES.activity} className={buttonClass('gold', 'md')}>
          {t('rewardCenter.browse')}
        </AppLink>
      </div>
    );
  }
  return (
    <section aria-labelledby="reward-applications" className="space-y-3">
      <h2 id="reward-applications" className="text-base font-bold">
        {t('rewardCenter.heading')}
      </h2>
      <ul className="space-y-3">
        {applications.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('rewardCenter.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
