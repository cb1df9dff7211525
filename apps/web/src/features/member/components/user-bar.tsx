import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { BalanceWidget } from '../../../shared/wallet/components/balance-widget';
import { useMember } from '../api/member';
import { memberName } from '../member-name';
import { Avatar } from './avatar';
import { MoreIcon } from './member-icons';
import { UserMenu } from './user-menu';

/** The member's bar on home: avatar (member centre), deposit, withdraw, and the user menu. */
export function UserBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const member = useMember();
  // The menu belongs to the location it was opened at: any route change closes it.
  const [menuAt, setMenuAt] = useState<string | null>(null);
  if (!session) return null;
  const name = memberName(member.data, session);
  return (
    <section aria-label={t('member.userBar')} className="rounded-2xl border border-line bg-surface p-3">
      <div className="flex items-center gap-2.5">
        <AppLink to={ROUTES.memberHome} aria-label={t('member.centreOf', { name })} className="rounded-full">
          <Avatar name={name} size="sm" />
        </AppLink>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-bold">{name}</p>
          <BalanceWidget className="-my-0.5 text-[15px] text-gold-300" />
        </div>
        <button
          type="button"
          aria-label={t('member.openMenu')}
          aria-haspopup="dialog"
          onClick={() => setMenuAt(location.key)}
          className="grid size-9 shrink-0 place-items-center rounded-full bg-white/5 text-muted transition hover:bg-white/10 hover:text-text"
        >
          <MoreIcon size={20} />
        </button>
      </div>
      <div className="mt-2.5 grid grid-cols-2 gap-2">
        <AppLink to={ROUTES.deposit} className={buttonClass('gold', 'sm')}>
          {t('member.deposit')}
        </AppLink>
        <AppLink to={ROUTES.withdraw} className={buttonClass('outline', 'sm')}>
          {t('member.withdraw')}
        </AppLink>
      </div>
      {menuAt === location.key ? (
        <UserMenu name={name} type={member.data?.type ?? session.type} onClose={() => setMenuAt(null)} />
      ) : null}
    </section>
  );
}
