import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { AuthSettings } from '@lobby/contract/auth';
import { Dialog } from '../../../ui/dialog';
import { recoveryMethods, type RecoveryMethod } from '../hooks/recovery-methods';
import { useAccountPopup } from '../hooks/use-account-popup';
import { EmailRecoveryForm } from './email-recovery-form';
import { MethodTabs } from './method-tabs';
import { PhoneResetForm } from './phone-reset-form';
import { ResetLinkForm } from './reset-link-form';

export const RESET_TOKEN_PARAM = 'resetToken';

/** Forgot password: phone or e-mail recovery, or the new-password form of an e-mailed link. */
export function ForgotPopup({ auth }: { auth: AuthSettings }) {
  const { t } = useTranslation();
  const { close } = useAccountPopup();
  const [params, setParams] = useSearchParams();
  const resetToken = params.get(RESET_TOKEN_PARAM);
  const restart = () =>
    setParams(
      (next) => {
        next.delete(RESET_TOKEN_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Dialog
      open
      onClose={close}
      title={t(resetToken ? 'forgot.linkHeading' : 'forgot.heading')}
      description={t(resetToken ? 'forgot.linkSubtitle' : 'forgot.subtitle')}
    >
      {resetToken ? <ResetLinkForm resetToken={resetToken} onRestart={restart} /> : <RecoveryForms auth={auth} />}
    </Dialog>
  );
}

function RecoveryForms({ auth }: { auth: AuthSettings }) {
  const { t } = useTranslation();
  const panelId = useId();
  const { methods, initial } = recoveryMethods(auth.recovery);
  const [method, setMethod] = useState<RecoveryMethod>(initial ?? 'email');
  const tabs = methods.map((id) => ({ id, label: t(`forgot.method.${id}`) }));
  return (
    <div className="space-y-4 pt-1">
      {tabs.length > 1 ? (
        <MethodTabs label={t('forgot.method')} tabs={tabs} selected={method} onSelect={setMethod} panelId={panelId} />
      ) : null}
      <div id={panelId} role={tabs.length > 1 ? 'tabpanel' : undefined}>
        {method === 'phone' ? <PhoneResetForm auth={auth} /> : <EmailRecoveryForm />}
      </div>
    </div>
  );
}
