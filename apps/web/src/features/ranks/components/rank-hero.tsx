import { useTranslation } from '../../../lib/use-translation';
import type { PlayerRank } from '@lobby/contract/ranks';
import { useSession } from '../../../lib/session';
import { usePopupParam } from '../../../lib/use-popup-param';
import { Button } from '../../../ui/button';
import { CrownIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/status-views';
import { usePlayerRank } from '../api/player-rank';
import { RankBar, requirementCount, useRankCaption } from './rank-bar';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';

const CARD = 'relative overflow-hidden rounded-3xl border border-violet-500/30 bg-violet p-5 shadow-glow';

/** The top of the VIP page: the member's rank and progress; for visitors and trial accounts, why to log in. */
export function RankHero() {
  const session = useSession();
  if (!session) return <VisitorHero />;
  if (session.trial) return <Invitation body="vip.trial" withButtons={false} />;
  return <MemberHero />;
}

function MemberHero() {
  const rank = usePlayerRank();
  if (rank.isPending) return <Skeleton className="h-[236px] rounded-3xl" />;
  if (rank.isError) return <ErrorState compact error={rank.error} onRetry={() => void rank.refetch()} />;
  return <RankCard rank={rank.data} />;
}

function RankCard({ rank }: { rank: PlayerRank }) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const caption = useRankCaption(rank);
  const { done, total } = requirementCount(rank);
  return (
    <section aria-labelledby="vip-your-rank" className={CARD}>
      <Glow />
      <div className="relative flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="vip-your-rank" className="text-xs font-semibold tracking-widest text-white/70 uppercase">
            {t('vip.yourRank')}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-2xl font-extrabold">
            <CrownIcon size={26} className="shrink-0 text-gold-300" />
            <span className="truncate">{rank.playerRankProgress?.labelName ?? t('vip.noRank')}</span>
          </p>
        </div>
        {rank.nextRank ? (
          <p className="text-right text-3xl leading-none font-black text-gradient-gold" aria-hidden="true">
            {done}
            <span className="text-lg">/{total}</span>
          </p>
        ) : null}
      </div>
      <div className="relative mt-4">
        <RankBar rank={rank} />
        <p className="mt-2 text-sm font-medium text-white/90">{caption}</p>
        {!rank.nextRank && rank.playerRankProgress ? (
          <p className="mt-0.5 text-xs text-white/70">{t('vip.topBody')}</p>
        ) : null}
      </div>
      <dl aria-label={t('vip.yourFigures')} className="relative mt-4 grid grid-cols-3 gap-2 text-center">
        <Figure label={t('vip.turnover')} value={money(rank.stats.turnover)} />
        <Figure label={t('vip.deposits')} value={String(rank.stats.deposits)} />
        <Figure label={t('vip.accountDays')} value={t('vip.days', { count: rank.stats.accountDays })} />
      </dl>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-black/25 px-2 py-2">
      <dt className="text-[11px] text-white/65">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-bold">{value}</dd>
    </div>
  );
}

function VisitorHero() {
  return <Invitation body="vip.loginPrompt" withButtons />;
}

function Invitation({ body, withButtons }: { body: 'vip.loginPrompt' | 'vip.trial'; withButtons: boolean }) {
  const { t } = useTranslation();
  const login = usePopupParam('login');
  const register = usePopupParam('register');
  return (
    <section aria-labelledby="vip-hero-title" className={CARD}>
      <Glow />
      <span className="relative grid size-12 place-items-center rounded-full bg-gold text-ink-950 shadow-gold">
        <CrownIcon size={26} />
      </span>
      <h2 id="vip-hero-title" className="relative mt-3 text-xl font-extrabold">
        {t('vip.heroTitle')}
      </h2>
      <p className="relative mt-1 text-sm text-white/80">{t('vip.intro')}</p>
      <p className="relative mt-3 text-sm font-medium">{t(body)}</p>
      {withButtons ? (
        <div className="relative mt-4 grid grid-cols-2 gap-2">
          <Button onClick={login.show}>{t('vip.login')}</Button>
          <Button variant="outline" className="bg-white/5" onClick={register.show}>
            {t('vip.register')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function Glow() {
  return (
    <>
      <span className="absolute -top-12 -right-10 size-40 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <span
        className="absolute -bottom-16 -left-10 size-40 rounded-full bg-fuchsia-500/20 blur-3xl"
        aria-hidden="true"
      />
    </>
  );
}
