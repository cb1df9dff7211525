import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../ui/app-link';
import { useTranslation } from '../lib/use-translation';
import { ROUTES } from '../lib/routes';
import { useIsMember } from '../lib/session';
import { useMemberGate } from '../lib/use-member-gate';
import { usePopupParam } from '../lib/use-popup-param';
import { HeadsetIcon, MailIcon, MenuIcon, SearchIcon } from '../ui/icons';
import { Brand } from './brand';
import { useCustomerService } from '../shared/site/hooks/use-customer-service';
import { useShellStore } from './ui-store';

export const SEARCH_POPUP = 'search';

const iconButton =
  'grid size-10 place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-text active:bg-white/10';

/** The unread badge and its counting calls load apart from the first screen, for members only. */
const UnreadBadge = lazy(() => import('./unread-badge'));

/**
 * The message icon: a member goes to the inbox (/m/message), a visitor to the login. Its badge counts
 * unread announcements, chat and inbox messages.
 */
function MessagesButton() {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const navigate = useNavigate();
  const isMember = useIsMember();
  return (
    <button type="button" className={`relative ${iconButton}`} onClick={() => gate(() => navigate(ROUTES.message))}>
      <MailIcon aria-hidden="true" />
      <span className="sr-only">{t('header.messages')}</span>
      {isMember ? (
        <Suspense fallback={null}>
          <UnreadBadge />
        </Suspense>
      ) : null}
    </button>
  );
}

/** The lobby header: drawer toggle, logo (home), search popup, customer service and messages. */
export function MobileHeader() {
  const { t } = useTranslation();
  const openDrawer = useShellStore((state) => state.openDrawer);
  const search = usePopupParam(SEARCH_POPUP);
  // Customer service is for everyone: it opens the site's first service entry.
  const service = useCustomerService();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-line bg-ink-950 px-2">
      <button type="button" className={iconButton} aria-label={t('header.openMenu')} onClick={openDrawer}>
        <MenuIcon />
      </button>
      <AppLink
        to={ROUTES.home}
        aria-label={t('header.home')}
        className="ml-0.5 rounded-xl py-1"
        onClick={() => window.scrollTo({ top: 0 })}
      >
        <Brand />
      </AppLink>
      <span className="flex-1" />
      <button type="button" className={iconButton} aria-label={t('header.search')} onClick={search.show}>
        <SearchIcon />
      </button>
      <button type="button" className={iconButton} aria-label={t('header.service')} onClick={service.open}>
        <HeadsetIcon />
      </button>
      <MessagesButton />
    </header>
  );
}
