import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  operatorLoginRequestSchema,
  type OperatorChallenge,
  type OperatorLoginAnswer,
  type OperatorLoginRequest,
} from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';
import { useSession } from '../../shared/session-context';
import { CaptchaField, captchaQuery } from './captcha-field';
import { CodeStep } from './code-step';
import { failureMessage, needsCaptcha } from './failure-message';

const field =
  'h-10 w-full rounded-md border border-line-strong bg-ink-950 px-3 outline-none focus:border-gold-400 aria-invalid:border-rose-500';

/**
 * Operator sign-in: name and password, and the captcha once the login guard asks for it; then, with
 * two-factor, the code step.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [challenge, setChallenge] = useState<OperatorChallenge | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useQuery({ ...captchaQuery, enabled: captchaShown });
  const form = useForm<OperatorLoginRequest>({ resolver: zodResolver(operatorLoginRequestSchema) });
  const login = useMutation({
    mutationFn: (body: OperatorLoginRequest) =>
      api<OperatorLoginAnswer>(ADMIN_PATHS.session, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: (answer) => ('challenge' in answer ? setChallenge(answer) : signedIn(answer)),
    onError: (error) => {
      form.setValue('captcha', '');
      if (needsCaptcha(error)) {
        if (captchaShown) void captcha.refetch();
        setCaptchaShown(true);
      }
    },
  });
  const submit = form.handleSubmit((values) =>
    login.mutate({
      username: values.username,
      password: values.password,
      ...(captchaShown && captcha.data ? { captcha: values.captcha, captchaKey: captcha.data.captchaKey } : {}),
    }),
  );
  const { errors } = form.formState;

  return (
    <main className="grid min-h-full place-items-center bg-[radial-gradient(80%_60%_at_50%_0%,rgb(124_58_237/0.18),transparent_70%)] px-4">
      <div
        className={`w-full rounded-xl ${challenge?.next === 'enrol' ? 'max-w-lg' : 'max-w-sm'} border border-line bg-ink-900 p-8 shadow-2xl shadow-black/40`}
      >
        <div className="mb-6 flex items-center gap-2.5">
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-md bg-gold-400 text-xs font-bold text-ink-950"
          >
            LC
          </span>
          <span className="font-semibold">{t('app.name')}</span>
        </div>
        {challenge ? (
          <CodeStep
            challenge={challenge}
            onRestart={() => {
              setChallenge(null);
              login.reset();
            }}
          />
        ) : (
          <>
            <h1 className="text-2xl font-semibold">{t('signIn.title')}</h1>
            <p className="mt-1 text-sm text-muted">{t('signIn.subtitle')}</p>
            <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 flex flex-col gap-4">
              <div>
                <label htmlFor="username" className="mb-1.5 block text-sm font-medium">
                  {t('signIn.username')}
                </label>
                <input
                  id="username"
                  autoComplete="username"
                  autoFocus
                  aria-invalid={errors.username ? true : undefined}
                  aria-describedby={errors.username ? 'username-error' : undefined}
                  className={field}
                  {...form.register('username')}
                />
                {errors.username && (
                  <FieldError id="username-error" text={errors.username.message ?? t('signIn.required')} />
                )}
              </div>
              <div>
                <label htmlFor="password" className="mb-1.5 block text-sm font-medium">
                  {t('signIn.password')}
                </label>
                <input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? 'password-error' : undefined}
                  className={field}
                  {...form.register('password')}
                />
                {errors.password && <FieldError id="password-error" text={t('signIn.required')} />}
              </div>
              {captchaShown && (
                <CaptchaField
                  input={form.register('captcha')}
                  captcha={captcha.data}
                  onRefresh={() => void captcha.refetch()}
                />
              )}
              {login.isError && (
                <p
                  role="alert"
                  className="rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200"
                >
                  {failureMessage(login.error, t)}
                </p>
              )}
              <button
                type="submit"
                disabled={login.isPending}
                className="mt-2 h-10 rounded-md bg-gold-400 font-semibold text-ink-950 hover:bg-gold-300 disabled:opacity-60"
              >
                {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-1 text-xs text-rose-300">
      {text}
    </p>
  );
}
