import { Suspense, lazy } from 'react';
import { useTranslation } from '../lib/use-translation';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { useSite } from '../shared/site/api/site';
import { loadAccountMessages } from '../lib/i18n';
import { useIsMember } from '../lib/session';
import { usePopupParam } from '../lib/use-popup-param';
import { buttonClass } from '../ui/button';
import { FOOTER_MENU_ID, SKIP_TARGET } from './skip-links';

const FooterMember = lazy(() =>
  Promise.all([import('../features/member/components/footer-member'), loadAccountMessages()]).then(([module]) => ({
    default: module.FooterMember,
  })),
);

/** The footer menu: register and login for visitors, the member block (and rewards) for members. */
export function FooterMenu() {
  const { t } = useTranslation();
  const isMember = useIsMember();
  const flags = useSite().data?.flags ?? {};
  const login = usePopupParam('login');
  const register = usePopupParam('register');
  return (
    <nav
      id={FOOTER_MENU_ID}
      aria-label={t('footer.label')}
      className="fixed inset-x-0 bottom-0 z-20 mx-auto w-full max-w-[480px] border-t border-line bg-ink-950 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      {isMember ? (
        <Suspense fallback={<div className="h-11" />}>
          <FooterMember rewardCenter={flags[WHITE_LABEL_FLAGS.rewardCenter] === true} />
        </Suspense>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <button type="button" onClick={register.show} className={buttonClass('outline', 'md', 'h-11 bg-white/5')}>
            {t('drawer.register')}
          </button>
          <button
            type="button"
            onClick={login.show}
            className={buttonClass('gold', 'md', 'h-11')}
            {...{ [SKIP_TARGET]: '' }}
          >
            {t('drawer.login')}
          </button>
        </div>
      )}
    </nav>
  );
}
