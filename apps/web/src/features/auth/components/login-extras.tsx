import { useTranslation } from '../../../lib/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import type { AuthSettings } from '@lobby/contract/auth';
import { recoveryEnabled } from '../hooks/recovery-methods';
import { useAccountPopup } from '../hooks/use-account-popup';
import { CheckBox } from './check-box';
import { FreePlayButton } from './free-play-button';
import { LinkButton } from './form-parts';
import type { LoginValues } from './login-fields';
import { SocialButtons } from './social-buttons';

/** "Remember me" and the forgot-password link (only when a recovery method is on). */
export function RememberRow({ form, auth }: { form: UseFormReturn<LoginValues>; auth: AuthSettings }) {
  const { t } = useTranslation();
  const { switchTo } = useAccountPopup();
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <CheckBox {...form.register('remember')}>{t('login.remember')}</CheckBox>
      {recoveryEnabled(auth.recovery) ? (
        <LinkButton onClick={() => switchTo('forget')}>{t('login.forgot')}</LinkButton>
      ) : null}
    </div>
  );
}

interface LoginFooterProps {
  auth: AuthSettings;
  remember: () => boolean;
  freePlay: boolean;
}

/** Social sign-in (when the site offers it), free play (when it is on) and the way to registration. */
export function LoginFooter({ auth, remember, freePlay }: LoginFooterProps) {
  const { t } = useTranslation();
  const { switchTo } = useAccountPopup();
  return (
    <>
      <SocialButtons social={auth.social} remember={remember} />
      {freePlay ? <FreePlayButton /> : null}
      <p className="text-center text-sm text-muted">
        {t('login.noAccount')} <LinkButton onClick={() => switchTo('register')}>{t('login.register')}</LinkButton>
      </p>
    </>
  );
}
