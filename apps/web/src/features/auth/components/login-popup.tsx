import { useTranslation } from '../../../lib/use-translation';
import type { AuthSettings } from '@lobby/contract/auth';
import { Dialog } from '../../../ui/dialog';
import { useAccountPopup } from '../hooks/use-account-popup';
import { LoginForm } from './login-form';

/** The login popup; on /m/agent it is the agent login. */
interface LoginPopupProps {
  auth: AuthSettings;
  agent: boolean;
  /** The site offers free play (trial sessions). */
  freePlay?: boolean;
}

export function LoginPopup({ auth, agent, freePlay = false }: LoginPopupProps) {
  const { t } = useTranslation();
  const { close } = useAccountPopup();
  return (
    <Dialog
      open
      onClose={close}
      title={t(agent ? 'login.agentHeading' : 'login.heading')}
      description={t(agent ? 'login.agentSubtitle' : 'login.subtitle')}
    >
      <LoginForm auth={auth} freePlay={freePlay && !agent} />
    </Dialog>
  );
}
