import { adminAdjustmentRequestSchema, type AdminMember } from '@lobby/contract/admin/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { Field, INPUT_CLASS } from '../../shared/field';
import { errorText } from './error-text';
import { adjustBalance } from './members-api';

const formSchema = adminAdjustmentRequestSchema.omit({ idempotencyKey: true });
type AdjustForm = z.input<typeof formSchema>;

interface Props {
  member: AdminMember;
  open: boolean;
  onClose: () => void;
}

/** Finance's manual credit or debit, with a required reason. */
export function AdjustDialog({ member, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('adjust.title', { name: member.username })}
      footer={
        <>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" form="adjust-form" variant="primary">
            {t('adjust.submit')}
          </Button>
        </>
      }
    >
      <AdjustFields member={member} onDone={onClose} />
    </Dialog>
  );
}

function AdjustFields({ member, onDone }: { member: AdminMember; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  // One key per opening of the dialog: a double click or a retry after a lost answer adjusts once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<AdjustForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { direction: 'credit', amount: '', reason: '' },
  });
  const adjust = useMutation({
    mutationFn: (values: z.output<typeof formSchema>) => adjustBalance(member.id, { ...values, idempotencyKey }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['member', member.id] });
      await client.invalidateQueries({ queryKey: ['members'] });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <form
      id="adjust-form"
      noValidate
      onSubmit={form.handleSubmit((values) => !adjust.isPending && adjust.mutate(values))}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{t('adjust.current', { amount: format.money(member.balance) })}</p>
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-xs font-medium text-muted">{t('adjust.direction')}</legend>
        {(['credit', 'debit'] as const).map((direction) => (
          <label key={direction} className="flex items-center gap-2 text-sm">
            <input type="radio" value={direction} {...form.register('direction')} className="accent-gold-400" />
            {t(`adjust.${direction}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('adjust.amount')} error={errors.amount && t('form.amountInvalid')}>
        {(control) => <input {...control} {...form.register('amount')} inputMode="decimal" className={INPUT_CLASS} />}
      </Field>
      <Field label={t('adjust.reason')} hint={t('adjust.reasonHint')} error={errors.reason && t('form.reasonShort')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason')}
            rows={3}
            maxLength={500}
            className={`${INPUT_CLASS} h-auto py-2`}
          />
        )}
      </Field>
      {adjust.isError && (
        <p role="alert" className="text-sm text-rose-300">
          {errorText(adjust.error, t)}
        </p>
      )}
    </form>
  );
}
