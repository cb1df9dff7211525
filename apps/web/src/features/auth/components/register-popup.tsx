import { useTranslation } from '../../../lib/use-translation';
import type { AuthSettings } from '@lobby/contract/auth';
import { Dialog } from '../../../ui/dialog';
import { EmptyState, ErrorState, Spinner } from '../../../ui/status-views';
import { useRegisterSettings } from '../api/register-settings';
import { useAccountPopup } from '../hooks/use-account-popup';
import { RegisterForm } from './register-form';

/** The register popup: the merchant's registration settings, then the form. */
export function RegisterPopup({ auth, siteName }: { auth: AuthSettings; siteName: string }) {
  const { t } = useTranslation();
  const { close } = useAccountPopup();
  const settings = useRegisterSettings();
  return (
    <Dialog open onClose={close} title={t('register.heading')} description={t('register.subtitle')}>
      {settings.data ? (
        settings.data.kinds.length > 0 ? (
          <RegisterForm settings={settings.data} auth={auth} siteName={siteName} />
        ) : (
          <EmptyState title={t('register.closed')} />
        )
      ) : settings.isError ? (
        <ErrorState compact error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Spinner label={t('app.loading')} />
      )}
    </Dialog>
  );
}
