import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { totpCodeInput, type Operator, type TwoFactorEnrolment } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';
import { Button } from '../../shared/button';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session-context';
import { failureMessage } from '../auth/failure-message';
import { CodeInput } from './code-input';
import { EnrolmentView } from './enrolment-view';

const codeForm = z.object({ code: totpCodeInput });
const post = <T,>(path: string, body?: object) =>
  api<T>(path, { method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) });

/** The signed-in operator's own two-factor: set it up (QR code, key, first code), or move it to a new phone. */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const { session, signedIn } = useSession();
  const form = useForm({ resolver: zodResolver(codeForm) });
  const enrol = useMutation({ mutationFn: () => post<TwoFactorEnrolment>(ADMIN_PATHS.twoFactor) });
  const confirm = useMutation({
    mutationFn: (code: string) => post<Operator>(ADMIN_PATHS.twoFactorConfirm, { code }),
    onSuccess: (operator) => {
      if (session) signedIn({ ...session, operator });
      enrol.reset();
      form.reset();
    },
  });
  const on = session?.operator.twoFactor === true;

  return (
    <section className="max-w-2xl">
      <PageHeader title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')} />
      <div className="flex flex-col gap-5 rounded-lg border border-line bg-ink-900 p-6">
        <p className="flex items-center gap-2.5 text-sm" role="status">
          <span
            aria-hidden
            className={`size-2.5 rounded-full ${on ? 'bg-emerald-400' : 'bg-ink-600 ring-1 ring-line-strong'}`}
          />
          {confirm.isSuccess ? t('twoFactor.enabled') : t(on ? 'twoFactor.on' : 'twoFactor.off')}
        </p>
        {!enrol.data && (
          <Button
            variant={on ? 'secondary' : 'primary'}
            className="self-start"
            onClick={() => enrol.mutate()}
            disabled={enrol.isPending}
          >
            {t(on ? 'twoFactor.restart' : 'twoFactor.start')}
          </Button>
        )}
        {enrol.data && (
          <form
            noValidate
            className="flex flex-col gap-5"
            onSubmit={(event) => void form.handleSubmit(({ code }) => confirm.mutate(code))(event)}
          >
            <EnrolmentView enrolment={enrol.data} />
            <CodeInput input={form.register('code')} error={form.formState.errors.code && t('twoFactor.invalid')} />
            {confirm.isError && (
              <p
                role="alert"
                className="rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200"
              >
                {failureMessage(confirm.error, t)}
              </p>
            )}
            <Button type="submit" variant="primary" className="self-start" disabled={confirm.isPending}>
              {t('twoFactor.confirm')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
