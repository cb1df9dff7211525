import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { AuthSettings, LoginRequest } from '@lobby/contract/auth';
import { isAgentLogin } from '../agent-flag';
import { ApiError } from '../../../lib/api-client';
import { ROUTES } from '../../../lib/routes';
import { useCaptcha } from '../api/captcha';
import { challengeOf, useLogin } from '../api/login';
import { validateCaptcha } from '../hooks/field-rules';
import { isCodeFailure } from '../hooks/firebase-errors';
import { firebaseLoginRequest } from '../hooks/firebase-login';
import type { ConfirmCode } from '../hooks/firebase-phone';
import { readLoginMemory, writeLoginMemory, type LoginMemory } from '../hooks/login-memory';
import { isLoginFormatRefusal } from '../hooks/login-format';
import { FORM_ERROR, showServerError } from '../hooks/server-errors';
import { useSignedIn } from '../hooks/use-signed-in';
import { CaptchaField } from './captcha-field';
import { FormAlert, SubmitButton } from './form-parts';
import { LoginFooter, RememberRow } from './login-extras';
import { SmsFields, UsernameFields, type LoginTab, type LoginValues } from './login-fields';
import { MethodTabs } from './method-tabs';
import { TwoFactorStep } from './two-factor-step';

function toRequest(tab: LoginTab, values: LoginValues, captchaKey: string | undefined): LoginRequest {
  const common = {
    captcha: captchaKey ? values.captcha.trim() : undefined,
    captchaKey,
    portal: isAgentLogin() ? ('agent' as const) : ('member' as const),
    remember: values.remember,
  };
  if (tab === 'username')
    return { type: 'username', username: values.username.trim(), password: values.password, ...common };
  const mobile = { countryDialingCode: values.countryDialingCode, username: values.mobileNum.trim() };
  return { type: 'sms', ...mobile, password: values.code.trim(), ...common };
}

/** What "remember" keeps: the method, the username or number and its dialing code; never the password. */
function memoryOf(tab: LoginTab, values: LoginValues): LoginMemory {
  if (tab === 'username') return { type: tab, username: values.username.trim(), countryDialingCode: '' };
  return { type: tab, username: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode };
}

/** Both login methods, the captcha once the server asks for it, remember, and the links out. */
export function LoginForm({ auth, freePlay }: { auth: AuthSettings; freePlay: boolean }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [memory] = useState(readLoginMemory);
  const [tab, setTab] = useState<LoginTab>(memory?.type === 'sms' && auth.smsLogin ? 'sms' : 'username');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha('login', captchaNeeded);
  const login = useLogin();
  const signedIn = useSignedIn();
  // A right password of a member with two-factor on: the code step, with what it needs to finish.
  const [second, setSecond] = useState<{ challenge: string; remember: boolean } | null>(null);
  // A code Firebase sent: kept wrapped (a function given to setState would be called as an updater).
  const [firebaseCode, setFirebaseCode] = useState<{ confirm: ConfirmCode } | null>(null);
  const form = useForm<LoginValues>({
    shouldUnregister: true,
    defaultValues: {
      username: memory?.type === 'username' ? memory.username : '',
      mobileNum: memory?.type === 'sms' ? memory.username : '',
      countryDialingCode: memory?.countryDialingCode || auth.countryDialingCodes[0],
      remember: memory !== null,
    },
  });

  const reloadCaptcha = () => {
    form.setValue('captcha', '');
    void captcha.refetch();
  };
  const selectTab = (next: LoginTab) => {
    setTab(next);
    form.clearErrors();
    if (captchaNeeded) reloadCaptcha();
  };
  const onFailure = (error: unknown, values: LoginValues) => {
    const challenge = challengeOf(error);
    if (challenge) {
      writeLoginMemory(values.remember ? memoryOf(tab, values) : null);
      setSecond({ challenge, remember: values.remember });
      return;
    }
    const needsCaptcha = error instanceof ApiError && error.value?.captcha === true;
    if (captchaNeeded) reloadCaptcha();
    else if (needsCaptcha) setCaptchaNeeded(true);
    const seconds = error instanceof ApiError ? error.value?.retryAfterSeconds : undefined;
    if (error instanceof ApiError && error.code === 'login.locked' && seconds) {
      form.setError(FORM_ERROR, {
        type: 'server',
        message: t('login.lockedFor', { minutes: Math.ceil(seconds / 60) }),
      });
      return;
    }
    if (isLoginFormatRefusal(error)) {
      form.setError(FORM_ERROR, { type: 'server', message: t('errors.login.format') });
      return;
    }
    const captchaField = captchaNeeded
      ? ({ 'captcha.invalid': 'captcha', 'login.captcha.required': 'captcha' } as const)
      : {};
    showServerError(error, form, t, [], { ...captchaField, 'verification.code.invalid': 'code' });
  };
  /** The request to send: a Firebase-sent code is confirmed with Firebase first. */
  const requestOf = async (values: LoginValues) => {
    const request = toRequest(tab, values, captchaNeeded ? captcha.data?.captchaKey : undefined);
    if (request.type !== 'sms' || !auth.social.firebase) return request;
    const { portal, remember } = request;
    const firebase = await firebaseLoginRequest(firebaseCode?.confirm ?? null, values, { portal, remember });
    if (!('refused' in firebase)) return firebase;
    const field = isCodeFailure(firebase.refused) ? 'code' : FORM_ERROR;
    form.setError(field, { type: 'server', message: t(firebase.refused) }, { shouldFocus: field === 'code' });
    return null;
  };
  const submit = form.handleSubmit(async (values) => {
    const request = await requestOf(values);
    if (!request) return;
    login.mutate(request, {
      onSuccess: (session) => {
        writeLoginMemory(values.remember ? memoryOf(tab, values) : null);
        const target = isAgentLogin() ? ROUTES.agentHome : undefined;
        signedIn(session, { remember: values.remember, message: 'login.success', target });
      },
      onError: (error) => onFailure(error, values),
    });
  });

  if (second) {
    return (
      <TwoFactorStep
        challenge={second.challenge}
        remember={second.remember}
        target={isAgentLogin() ? ROUTES.agentHome : undefined}
        onBack={(message) => {
          setSecond(null);
          if (message) form.setError(FORM_ERROR, { type: 'server', message });
        }}
      />
    );
  }

  const tabs = [
    { id: 'username' as const, label: t('login.tabUsername') },
    ...(auth.smsLogin ? [{ id: 'sms' as const, label: t('login.tabSms') }] : []),
  ];
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 pt-1">
      {tabs.length > 1 ? (
        <MethodTabs label={t('login.method')} tabs={tabs} selected={tab} onSelect={selectTab} panelId={panelId} />
      ) : null}
      <div id={panelId} role={tabs.length > 1 ? 'tabpanel' : undefined} className="space-y-4">
        {tab === 'username' ? (
          <UsernameFields form={form} />
        ) : (
          <SmsFields form={form} auth={auth} onFirebaseCode={(confirm) => setFirebaseCode({ confirm })} />
        )}
        {captchaNeeded ? (
          <CaptchaField
            captcha={captcha}
            kind={auth.captchaKind}
            error={form.formState.errors.captcha?.message}
            onReload={reloadCaptcha}
            {...form.register('captcha', { validate: validateCaptcha(t, auth.captchaKind) })}
          />
        ) : null}
      </div>
      <RememberRow form={form} auth={auth} />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <SubmitButton busy={login.isPending || form.formState.isSubmitting}>{t('login.submit')}</SubmitButton>
      <LoginFooter auth={auth} remember={() => form.getValues('remember')} freePlay={freePlay} />
    </form>
  );
}
