import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import type { ModuleId } from '@lobby/contract/site';
import { ChangePasswordPopup } from '../features/auth/components/change-password-popup';
import { ForgotPopup } from '../features/auth/components/forgot-popup';
import { LoginPopup } from '../features/auth/components/login-popup';
import { RegisterPopup } from '../features/auth/components/register-popup';
import { recoveryEnabled } from '../features/auth/hooks/recovery-methods';
import { useAccountPopup } from '../features/auth/hooks/use-account-popup';
import { useSite } from '../shared/site/api/site';
import type { OpenAccountPopup } from '../shared/popups/account-popups';
import { ROUTES } from '../lib/routes';
import { useIsMember } from '../lib/session';
import { Dialog } from '../ui/dialog';
import { ErrorState } from '../ui/status-views';

/** The site flag that turns free play on is its module id. */
const FREE_PLAY_MODULE: ModuleId = 'FREEPLAY3';

/** The account popup the URL asks for (one at a time); a new popup starts fresh. */
export default function AccountPopups({ open }: { open: OpenAccountPopup }) {
  return <AccountPopup key={open.popup} open={open} />;
}

function AccountPopup({ open }: { open: OpenAccountPopup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = useSite();
  const isMember = useIsMember();
  // Login and register are for visitors: a member who opens one is sent on (decided once, so a
  // successful login does not bounce before its own navigation).
  const [memberAtOpen] = useState(isMember);
  const { close } = useAccountPopup();
  if (site.isError) {
    return (
      <Dialog open onClose={close} title={t('error.title')}>
        <ErrorState compact error={site.error} onRetry={() => void site.refetch()} />
      </Dialog>
    );
  }
  if (!site.data) return null;
  const { auth, name, flags } = site.data;
  switch (open.popup) {
    case 'login':
      return memberAtOpen ? (
        <Leave />
      ) : (
        <LoginPopup auth={auth} agent={pathname === ROUTES.agent} freePlay={flags[FREE_PLAY_MODULE] === true} />
      );
    case 'register':
      return memberAtOpen ? <Leave /> : <RegisterPopup auth={auth} siteName={name} />;
    case 'forget':
      return recoveryEnabled(auth.recovery) ? <ForgotPopup auth={auth} /> : <Leave />;
    case 'changePsw':
      return isMember ? <ChangePasswordPopup /> : <Leave />;
  }
}

/** A popup that is not available here: from its own route go home, over a page just close it. */
function Leave() {
  const { close } = useAccountPopup();
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    close();
  }, [close]);
  return null;
}
