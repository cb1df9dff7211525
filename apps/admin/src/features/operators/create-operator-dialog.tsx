import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OPERATOR_ROLES, operatorCreateRequestSchema, type Operator } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { Field, INPUT_CLASS } from '../../shared/field';
import { failureMessage } from '../auth/failure-message';

type Input = z.input<typeof operatorCreateRequestSchema>;

/** A new operator of this merchant: name, first password and role. */
export function CreateOperatorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Input>({
    resolver: zodResolver(operatorCreateRequestSchema),
    defaultValues: { role: 'editor' },
  });
  const create = useMutation({
    mutationFn: (body: Input) => api<Operator>(ADMIN_PATHS.operators, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['operators'] });
      form.reset();
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      title={t('operators.create')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" form="create-operator" variant="primary" disabled={create.isPending}>
            {t('operators.save')}
          </Button>
        </>
      }
    >
      <form
        id="create-operator"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => void form.handleSubmit((body) => create.mutate(body))(event)}
      >
        <Field label={t('operators.username')} error={errors.username?.message}>
          {(control) => (
            <input {...control} {...form.register('username')} autoComplete="off" className={INPUT_CLASS} />
          )}
        </Field>
        <Field label={t('operators.password')} error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('password')}
              type="password"
              autoComplete="new-password"
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('operators.role')} error={errors.role?.message}>
          {(control) => (
            <select {...control} {...form.register('role')} className={INPUT_CLASS}>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`operators.role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {create.isError && (
          <p
            role="alert"
            className="rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200"
          >
            {failureMessage(create.error, t)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
