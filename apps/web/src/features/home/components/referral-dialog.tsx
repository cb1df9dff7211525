import { AppLink } from '../../../ui/app-link';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '../../../lib/routes';
import { useIsMember } from '../../../lib/session';
import { buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ShareIcon } from '../../../ui/icons';

/** The share entry's referral panel; visitors are asked to log in for their invite link. */
export function ReferralDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isMember = useIsMember();
  return (
    <Dialog open={open} onClose={onClose} title={t('referral.title')}>
      <div className="flex flex-col items-center gap-4 pt-2 pb-2 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-violet text-white shadow-glow">
          <ShareIcon size={28} />
        </span>
        <p className="text-sm text-muted">{t(isMember ? 'referral.memberBody' : 'referral.body')}</p>
        {isMember ? null : (
          <AppLink to={ROUTES.login} className={buttonClass('gold', 'lg', 'w-full')}>
            {t('referral.login')}
          </AppLink>
        )}
      </div>
    </Dialog>
  );
}
