import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  totpCodeInput,
  type OperatorChallenge,
  type OperatorSession,
  type TwoFactorEnrolment,
} from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';
import { Button } from '../../shared/button';
import { useSession } from '../../shared/session-context';
import { CodeInput } from '../two-factor/code-input';
import { EnrolmentView } from '../two-factor/enrolment-view';
import { failureMessage } from './failure-message';

const codeForm = z.object({ code: totpCodeInput });

const post = <T,>(path: string, body: object) => api<T>(path, { method: 'POST', body: JSON.stringify(body) });

/**
 * Sign-in's second step: the code from the operator's app, or (when the site requires two-factor and the
 * operator has none yet) the set-up first. Only this step's answer is a session.
 */
export function CodeStep({ challenge, onRestart }: { challenge: OperatorChallenge; onRestart: () => void }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const enrolling = challenge.next === 'enrol';
  const enrolment = useQuery({
    queryKey: ['sign-in-enrolment', challenge.challenge],
    queryFn: () => post<TwoFactorEnrolment>(ADMIN_PATHS.sessionEnrol, { challenge: challenge.challenge }),
    enabled: enrolling,
    staleTime: Infinity,
    retry: false,
  });
  const form = useForm({ resolver: zodResolver(codeForm) });
  const verify = useMutation({
    mutationFn: (code: string) =>
      post<OperatorSession>(ADMIN_PATHS.sessionCode, { challenge: challenge.challenge, code }),
    onSuccess: signedIn,
    onError: () => form.setValue('code', ''),
  });
  const ended = verify.error && 'code' in verify.error && verify.error.code !== 'operator.code.invalid';

  return (
    <div className="mt-2 flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{t(enrolling ? 'twoFactor.enrolTitle' : 'twoFactor.stepTitle')}</h1>
        <p className="mt-1 text-sm text-muted">{t(enrolling ? 'twoFactor.enrolSubtitle' : 'twoFactor.stepSubtitle')}</p>
      </div>
      {enrolling && enrolment.data && <EnrolmentView enrolment={enrolment.data} />}
      {enrolling && enrolment.isError && <Alert text={failureMessage(enrolment.error, t)} />}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit(({ code }) => verify.mutate(code))(event)}
      >
        <CodeInput input={form.register('code')} error={form.formState.errors.code && t('twoFactor.invalid')} />
        {verify.isError && <Alert text={failureMessage(verify.error, t)} />}
        <div className="flex items-center gap-3">
          <Button type="submit" variant="primary" className="h-10 flex-1" disabled={verify.isPending || Boolean(ended)}>
            {t('twoFactor.verify')}
          </Button>
          <Button variant="ghost" className="h-10" onClick={onRestart}>
            {t('twoFactor.back')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function Alert({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200">
      {text}
    </p>
  );
}
