import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { BalanceWidget } from '../../../shared/wallet/components/balance-widget';
import { useMember } from '../api/member';
import { memberName } from '../member-name';
import { Avatar } from './avatar';
import { DepositIcon, WithdrawIcon } from './member-icons';

/**
 * The drawer's member card: avatar and name (to the member centre), deposit and withdraw. The rank
 * progress belongs to the ranks feature, so the drawer passes it in; a free-play account has no rank.
 */
export function MemberCard({ rankProgress }: { rankProgress?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMember();
  const name = memberName(member.data, session);
  return (
    <section
      aria-label={t('member.card')}
      className="relative overflow-hidden rounded-2xl border border-violet-500/30 bg-violet p-4 shadow-glow"
    >
      <div className="absolute -top-10 -right-8 size-32 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <AppLink to={ROUTES.memberHome} className="relative flex items-center gap-3 rounded-xl">
        <Avatar name={name} />
        <span className="min-w-0">
          <span className="block truncate font-bold">{name || t('member.pleaseLogin')}</span>
          <span className="block text-xs text-white/75">{session?.trial ? t('member.trial') : t('member.centre')}</span>
        </span>
      </AppLink>
      <div className="relative mt-3 flex items-center justify-between rounded-xl bg-black/20 py-1.5 pr-1.5 pl-3">
        <span className="text-xs text-white/75">{t('wallet.balance')}</span>
        <BalanceWidget className="text-base text-gold-300" />
      </div>
      {session?.trial ? null : rankProgress}
      <div className="relative mt-3 grid grid-cols-2 gap-2">
        <AppLink to={ROUTES.deposit} className={buttonClass('gold', 'md')}>
          <DepositIcon size={18} className="shrink-0" />
          {t('member.deposit')}
        </AppLink>
        <AppLink to={ROUTES.withdraw} className={buttonClass('outline', 'md', 'bg-white/5')}>
          <WithdrawIcon size={18} className="shrink-0" />
          {t('member.withdraw')}
        </AppLink>
      </div>
    </section>
  );
}
