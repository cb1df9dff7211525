import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { AuthSettings } from '@lobby/contract/auth';
import { MOBILE_MIN } from '@lobby/contract/core';
import { ApiError } from '../../../lib/api-client';
import { useResetByPhone } from '../api/reset-by-phone';
import { sharedRules, validateRule } from '../hooks/field-rules';
import { firebaseIdToken } from '../hooks/firebase-login';
import type { ConfirmCode } from '../hooks/firebase-phone';
import { hasFieldErrors, showServerError } from '../hooks/server-errors';
import { useSignedIn } from '../hooks/use-signed-in';
import { PhoneIcon } from './auth-icons';
import { DialingCodeSelect } from './dialing-code-select';
import { Field } from './field';
import { FirebaseCodeField } from './firebase-code-field';
import { FormAlert, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';

interface PhoneResetValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * Reset by phone: mobile number, SMS code, new password. Submit waits for a touched field and no
 * errors; success logs in. A same-password refusal clears the password, any other the code (spec §8).
 */
export function PhoneResetForm({ auth }: { auth: AuthSettings }) {
  const { t } = useTranslation();
  const rules = sharedRules(t);
  const reset = useResetByPhone();
  const signedIn = useSignedIn();
  const form = useForm<PhoneResetValues>({
    mode: 'all',
    defaultValues: {
      countryDialingCode: auth.countryDialingCodes[0],
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
    },
  });
  // A code Firebase sent (sites with Firebase phone auth): its token proves the number instead.
  const [firebaseCode, setFirebaseCode] = useState<{ confirm: ConfirmCode } | null>(null);
  const { errors, touchedFields, isDirty } = form.formState;
  const touched = isDirty || Object.keys(touchedFields).length > 0;
  const mobileTarget = async () => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    return { mobileNum: form.getValues('mobileNum').trim(), countryDialingCode: form.getValues('countryDialingCode') };
  };

  /** Firebase's ID token for the number when Firebase sent the code; undefined when the site sent it. */
  const firebaseTokenFor = async (code: string): Promise<string | null | undefined> => {
    if (!auth.social.firebase) return undefined;
    const confirmed = await firebaseIdToken(firebaseCode?.confirm ?? null, code);
    if ('token' in confirmed) return confirmed.token;
    form.setError('verificationCode', { type: 'server', message: t(confirmed.refused) }, { shouldFocus: true });
    return null;
  };
  const submit = form.handleSubmit(async (values) => {
    const token = await firebaseTokenFor(values.verificationCode);
    if (token === null) return;
    const request = {
      ...values,
      mobileNum: values.mobileNum.trim(),
      verificationCode: values.verificationCode.trim(),
      ...(token ? { firebaseIdToken: token } : {}),
    };
    reset.mutate(request, {
      onSuccess: (session) => signedIn(session, { remember: false, message: 'forgot.resetDone' }),
      onError: (error) => {
        const samePassword = error instanceof ApiError && error.code === 'modify.new.old.same';
        form.setValue(samePassword ? 'newPassword' : 'verificationCode', '');
        showServerError(error, form, t, ['mobileNum', 'verificationCode', 'newPassword'], {
          'modify.new.old.same': 'newPassword',
          'verification.code.invalid': 'verificationCode',
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Field
        label={t('login.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        icon={<PhoneIcon size={18} />}
        hint={t('forgot.mobileHint', { min: MOBILE_MIN })}
        error={errors.mobileNum?.message}
        leading={<DialingCodeSelect codes={auth.countryDialingCodes} {...form.register('countryDialingCode')} />}
        {...form.register('mobileNum', { validate: validateRule(rules.loginMobileNum) })}
      />
      {auth.social.firebase ? (
        <FirebaseCodeField
          config={auth.social.firebase}
          error={errors.verificationCode?.message}
          mobileTarget={mobileTarget}
          onSent={(confirm) => {
            setFirebaseCode({ confirm });
            form.setFocus('verificationCode');
          }}
          {...form.register('verificationCode', { validate: validateRule(rules.verificationCode) })}
        />
      ) : (
        <SmsCodeField
          purpose="reset"
          captchaKind={auth.captchaKind}
          error={errors.verificationCode?.message}
          mobileTarget={mobileTarget}
          onSent={() => form.setFocus('verificationCode')}
          {...form.register('verificationCode', { validate: validateRule(rules.verificationCode) })}
        />
      )}
      <PasswordField
        label={t('forgot.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword', { validate: validateRule(rules.password) })}
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton busy={reset.isPending || form.formState.isSubmitting} disabled={!touched || hasFieldErrors(errors)}>
        {t('forgot.resetSubmit')}
      </SubmitButton>
    </form>
  );
}
