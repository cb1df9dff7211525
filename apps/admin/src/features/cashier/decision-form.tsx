import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiFailure } from '../../lib/api';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { CASHIER_KEY } from './cashier-api';

type Form = { reason: string; reference: string };

interface Props {
  /** The contract's rejection body: its rule decides whether the reason will do. */
  rejectSchema: z.ZodType<{ reason: string }>;
  /** Asks for a payout reference to approve (withdrawals), checked by the contract's approval body. */
  reference?: { schema: z.ZodType<{ payoutReference: string }>; label: string; hint: string; required: string };
  approveLabel: string;
  /** What the operator should know before deciding. */
  note?: ReactNode;
  approve: (payoutReference: string) => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  onDone: () => void;
}

/**
 * Approve or reject a queue item: the reason (which the member sees) is needed only to reject. A decision
 * someone else took first (409) is said so, and the queue is refreshed.
 */
export function DecisionForm({ rejectSchema, reference, approveLabel, note, approve, reject, onDone }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Form>({ defaultValues: { reason: '', reference: '' } });
  const decide = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: onDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CASHIER_KEY] }),
  });
  const submit = (kind: 'approve' | 'reject') =>
    form.handleSubmit((values) => {
      form.clearErrors();
      if (kind === 'reject') {
        const body = rejectSchema.safeParse({ reason: values.reason });
        if (body.success) decide.mutate(() => reject(body.data.reason));
        else form.setError('reason', { message: t('cashier.reasonRequired') });
        return;
      }
      if (!reference) return decide.mutate(() => approve(''));
      const body = reference.schema.safeParse({ payoutReference: values.reference });
      if (body.success) decide.mutate(() => approve(body.data.payoutReference));
      else form.setError('reference', { message: reference.required });
    })();
  const { errors } = form.formState;
  const failure = decide.error;
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      noValidate
      className="flex flex-col gap-3 border-t border-line pt-4"
    >
      {note && <p className="text-sm text-muted">{note}</p>}
      <div className={`grid gap-3 ${reference ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {reference && (
          <Field label={reference.label} hint={reference.hint} error={errors.reference?.message}>
            {(control) => (
              <input {...control} {...form.register('reference')} maxLength={100} className={INPUT_CLASS} />
            )}
          </Field>
        )}
        <Field label={t('cashier.rejectReason')} hint={t('cashier.reasonHint')} error={errors.reason?.message}>
          {(control) => <input {...control} {...form.register('reason')} maxLength={500} className={INPUT_CLASS} />}
        </Field>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-rose-300">
          {failure instanceof ApiFailure && failure.status === 409
            ? t('cashier.alreadyDecided')
            : t('cashier.failed', { message: failure.message })}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="danger" disabled={decide.isPending} onClick={() => void submit('reject')}>
          {t('cashier.reject')}
        </Button>
        <Button variant="primary" disabled={decide.isPending} onClick={() => void submit('approve')}>
          {approveLabel}
        </Button>
      </div>
    </form>
  );
}
