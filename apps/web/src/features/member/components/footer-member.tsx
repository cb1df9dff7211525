import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { GiftIcon } from '../../../ui/icons';
import { useMember } from '../api/member';
import { memberName } from '../member-name';
import { Avatar } from './avatar';

/** The footer's member block (to the member centre) and, when the site has it, the reward button. */
export function FooterMember({ rewardCenter }: { rewardCenter: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMember();
  const name = memberName(member.data, session);
  return (
    <div className="flex items-center gap-2">
      <AppLink to={ROUTES.memberHome} className="flex min-w-0 flex-1 items-center gap-2.5 rounded-xl py-1">
        <Avatar name={name} size="sm" />
        <span className="min-w-0">
          <span className="block truncate text-sm font-bold">{name}</span>
          <span className="block text-[11px] text-subtle">{t('member.centre')}</span>
        </span>
      </AppLink>
      {rewardCenter ? (
        <AppLink to={ROUTES.rewardCenter} className={buttonClass('violet', 'md')}>
          <GiftIcon size={18} className="shrink-0" />
          {t('member.rewards')}
        </AppLink>
      ) : null}
    </div>
  );
}
