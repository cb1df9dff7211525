import { useTranslation } from '../../../lib/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import type { AuthSettings } from '@lobby/contract/auth';
import { UserIcon } from '../../../ui/icons';
import { sharedRules, validateRule } from '../hooks/field-rules';
import { PhoneIcon } from './auth-icons';
import type { ConfirmCode } from '../hooks/firebase-phone';
import { DialingCodeSelect } from './dialing-code-select';
import { FirebaseCodeField } from './firebase-code-field';
import { Field } from './field';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';

export type LoginTab = 'username' | 'sms';

export interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  code: string;
  captcha: string;
  remember: boolean;
}

type LoginFormApi = UseFormReturn<LoginValues>;

/** Username and password; the browser's password manager fills and saves them. */
export function UsernameFields({ form }: { form: LoginFormApi }) {
  const { t } = useTranslation();
  const rules = sharedRules(t);
  const { errors } = form.formState;
  return (
    <>
      <Field
        label={t('login.username')}
        icon={<UserIcon size={18} />}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username', { validate: validateRule(rules.loginUsername) })}
      />
      <PasswordField
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password', { validate: validateRule(rules.loginPassword) })}
      />
    </>
  );
}

interface SmsFieldsProps {
  form: LoginFormApi;
  auth: AuthSettings;
  /** A code Firebase sent (sites with Firebase phone sign-in): how to confirm it. */
  onFirebaseCode: (confirm: ConfirmCode) => void;
}

/** Mobile number and SMS code (the mobile-code login): sent by the site, or by Firebase when it has it. */
export function SmsFields({ form, auth, onFirebaseCode }: SmsFieldsProps) {
  const { t } = useTranslation();
  const rules = sharedRules(t);
  const { errors } = form.formState;
  const mobileTarget = async () => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    return { mobileNum: form.getValues('mobileNum').trim(), countryDialingCode: form.getValues('countryDialingCode') };
  };
  return (
    <>
      <Field
        label={t('login.mobile')}
        icon={<PhoneIcon size={18} />}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('login.mobilePlaceholder')}
        error={errors.mobileNum?.message}
        leading={<DialingCodeSelect codes={auth.countryDialingCodes} {...form.register('countryDialingCode')} />}
        {...form.register('mobileNum', { validate: validateRule(rules.loginMobileNum) })}
      />
      {auth.social.firebase ? (
        <FirebaseCodeField
          config={auth.social.firebase}
          error={errors.code?.message}
          mobileTarget={mobileTarget}
          onSent={(confirm) => {
            onFirebaseCode(confirm);
            form.setFocus('code');
          }}
          {...form.register('code', { validate: validateRule(rules.verificationCode) })}
        />
      ) : (
        <SmsCodeField
          purpose="login"
          captchaKind={auth.captchaKind}
          error={errors.code?.message}
          mobileTarget={mobileTarget}
          onSent={() => form.setFocus('code')}
          {...form.register('code', { validate: validateRule(rules.verificationCode) })}
        />
      )}
    </>
  );
}
