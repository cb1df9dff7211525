import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { AuthSettings } from '@lobby/contract/auth';
import type { ErrorCode } from '@lobby/contract/core';
import type { RegisterKind, RegisterRule, RegisterSettings } from '@lobby/contract/register';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCaptcha } from '../api/captcha';
import { useRegister } from '../api/register';
import { validateCaptcha } from '../hooks/field-rules';
import { isCodeFailure } from '../hooks/firebase-errors';
import { firebaseIdToken } from '../hooks/firebase-login';
import type { ConfirmCode } from '../hooks/firebase-phone';
import { registerRequest, type RegisterValues } from '../hooks/register-request';
import { showServerError } from '../hooks/server-errors';
import { useAccountPopup } from '../hooks/use-account-popup';
import { useAffiliate } from '../hooks/use-affiliate';
import { useSignedIn } from '../hooks/use-signed-in';
import { CaptchaField } from './captcha-field';
import { FormAlert, LinkButton, SubmitButton } from './form-parts';
import { MethodTabs } from './method-tabs';
import { RegisterBanner } from './register-banner';
import { RegisterField } from './register-field';
import { SocialButtons } from './social-buttons';
import { TermsCheckbox } from './terms-checkbox';

/** The invitation code field shown when the link's code failed and the rules do not ask for one. */
const LINK_AFFILIATE_RULE: RegisterRule = {
  field: 'affiliateCode',
  enabled: true,
  required: false,
  pattern: null,
  min: null,
  max: null,
  messages: { required: '', pattern: '', length: '' },
};

const FIELD_FOR_CODE: Partial<Record<ErrorCode, Path<RegisterValues>>> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'password.mismatch': 'confirmPassword',
  'verification.code.invalid': 'verificationCode',
  'captcha.invalid': 'captcha',
};

/** The method shown first: the server's default when it is offered, else the first method. */
export function initialKind(settings: RegisterSettings): RegisterKind | undefined {
  return settings.kinds.includes(settings.defaultKind) ? settings.defaultKind : settings.kinds[0];
}

interface RegisterFormProps {
  settings: RegisterSettings;
  auth: AuthSettings;
  siteName: string;
}

/** Registration: fields from the merchant's rules, captcha, terms, invitation code check first. */
export function RegisterForm({ settings, auth, siteName }: RegisterFormProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const [kind, setKind] = useState<RegisterKind>(initialKind(settings) ?? 'username');
  const rules = (settings.rules[kind] ?? []).filter((rule) => rule.enabled);
  const affiliate = useAffiliate(rules);
  const captcha = useCaptcha('register', settings.captcha);
  const registration = useRegister();
  const signedIn = useSignedIn();
  const { switchTo } = useAccountPopup();
  // Wrapped: a function given to a state setter would be called as an updater.
  const [firebaseCode, setFirebaseCode] = useState<{ confirm: ConfirmCode } | null>(null);
  const form = useForm<RegisterValues>({
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: {
      countryDialingCode: auth.countryDialingCodes[0],
      acceptTerms: settings.termsPreticked,
      affiliateCode: affiliate.fromLink,
    },
  });
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' });
  const shownRules =
    affiliate.fieldShown && !rules.some((rule) => rule.field === 'affiliateCode')
      ? [...rules, LINK_AFFILIATE_RULE]
      : rules;
  const invitationError = () => {
    showToast('errors.affiliate.invalid', { tone: 'error' });
    // A hidden code field appears focused (autoFocus); a shown one is focused now.
    if (affiliate.fieldShown) form.setFocus('affiliateCode');
    else affiliate.reveal();
  };
  const onFailure = (error: unknown) => {
    if (settings.captcha) {
      form.setValue('captcha', '');
      void captcha.refetch();
    }
    if (error instanceof ApiError && error.code === 'affiliate.invalid') return invitationError();
    const shown = new Set<string>([...shownRules.map((rule) => rule.field), ...(settings.captcha ? ['captcha'] : [])]);
    const fields = [...shown] as Path<RegisterValues>[];
    const fieldFor = Object.fromEntries(Object.entries(FIELD_FOR_CODE).filter(([, field]) => shown.has(field)));
    showServerError(error, form, t, fields, fieldFor);
  };
  /** With Firebase, the typed code is confirmed with it first: its ID token, or null when it refused. */
  const firebaseProof = async (values: RegisterValues): Promise<{ firebaseIdToken?: string } | null> => {
    if (!auth.social.firebase || !rules.some((rule) => rule.field === 'verificationCode')) return {};
    const confirmed = await firebaseIdToken(firebaseCode?.confirm ?? null, values.verificationCode ?? '');
    if (!('refused' in confirmed)) return { firebaseIdToken: confirmed.token };
    const field = isCodeFailure(confirmed.refused) ? 'verificationCode' : 'root.server';
    form.setError(field, { type: 'server', message: t(confirmed.refused) }, { shouldFocus: field !== 'root.server' });
    return null;
  };
  const submit = form.handleSubmit(async (values) => {
    const code = affiliate.fieldShown ? (values.affiliateCode ?? '').trim() : affiliate.fromLink;
    try {
      if (!(await affiliate.verify(code))) return invitationError();
    } catch (error) {
      return showServerError(error, form, t, []);
    }
    const key = captcha.data?.captchaKey;
    const captchaAnswer = settings.captcha && key ? { answer: values.captcha.trim(), key } : undefined;
    const firebase = await firebaseProof(values);
    if (firebase === null) return;
    const extras = { affiliateCode: code, captcha: captchaAnswer, ...firebase };
    registration.mutate(registerRequest(kind, rules, values, extras), {
      onSuccess: (session) => signedIn(session, { remember: false, message: 'register.success' }),
      onError: onFailure,
    });
  });

  const selectKind = (next: RegisterKind) => {
    setKind(next);
    form.clearErrors();
  };
  const tabs = settings.kinds.map((id) => ({ id, label: t(`register.kind.${id}`) }));
  const busy = form.formState.isSubmitting || registration.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 pt-1">
      <RegisterBanner url={settings.bannerUrl} siteName={siteName} />
      {tabs.length > 1 ? (
        <MethodTabs label={t('register.method')} tabs={tabs} selected={kind} onSelect={selectKind} panelId={panelId} />
      ) : null}
      <div id={panelId} role={tabs.length > 1 ? 'tabpanel' : undefined} className="space-y-4">
        {shownRules.map((rule) => (
          <RegisterField
            key={rule.field}
            rule={rule}
            form={form}
            auth={auth}
            autoFocus={rule.field === 'affiliateCode' && affiliate.revealed}
            onFirebaseSent={(confirm) => setFirebaseCode({ confirm })}
          />
        ))}
        {settings.captcha ? (
          <CaptchaField
            captcha={captcha}
            kind={auth.captchaKind}
            error={form.formState.errors.captcha?.message}
            onReload={() => void captcha.refetch()}
            {...form.register('captcha', { validate: validateCaptcha(t, auth.captchaKind) })}
          />
        ) : null}
      </div>
      <TermsCheckbox
        accepted={accepted}
        registration={form.register('acceptTerms', { validate: (value) => value || t('register.termsError') })}
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <SubmitButton busy={busy} disabled={!accepted}>
        {t('register.submit')}
      </SubmitButton>
      <SocialButtons social={auth.social} remember={() => false} />
      <p className="text-center text-sm text-muted">
        {t('register.haveAccount')} <LinkButton onClick={() => switchTo('login')}>{t('register.login')}</LinkButton>
      </p>
    </form>
  );
}
