import type { FieldError, useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, INPUT_CLASS } from '../../shared/field';
import type { ChannelBody, ChannelFormValues } from './channel-form';

export type ChannelForm = ReturnType<typeof useForm<ChannelFormValues, unknown, ChannelBody>>;
export type Says = (error: FieldError | undefined) => string | undefined;

/** A titled two-column group of the dialog; `aside` names the unit its figures are in. */
export function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">
        {title}
        {aside && <span className="ml-2 text-xs font-normal text-muted">{aside}</span>}
      </legend>
      {children}
    </fieldset>
  );
}

export function AccountFields({ form, says }: { form: ChannelForm; says: Says }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors.receivingAccount;
  return (
    <Section title={t('channels.group.account')}>
      <Field label={t('channels.provider')} error={says(errors?.provider)}>
        {(control) => <input {...control} className={INPUT_CLASS} {...register('receivingAccount.provider')} />}
      </Field>
      <Field label={t('channels.accountName')} error={says(errors?.accountName)}>
        {(control) => <input {...control} className={INPUT_CLASS} {...register('receivingAccount.accountName')} />}
      </Field>
      <Field label={t('channels.accountNumber')} error={says(errors?.accountNumber)}>
        {(control) => <input {...control} className={INPUT_CLASS} {...register('receivingAccount.accountNumber')} />}
      </Field>
      <Field label={t('channels.qrImageUrl')} error={says(errors?.qrImageUrl)}>
        {(control) => <input {...control} className={INPUT_CLASS} {...register('receivingAccount.qrImageUrl')} />}
      </Field>
    </Section>
  );
}

export function GatewayFields({ form, says, secretSet }: { form: ChannelForm; says: Says; secretSet: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors.gateway;
  return (
    <Section title={t('channels.group.gateway')}>
      <Field label={t('channels.adapter')}>
        {(control) => (
          <select {...control} className={INPUT_CLASS} {...register('gateway.adapter')}>
            <option value="sandbox">{t('channels.adapter.sandbox')}</option>
            <option value="signed-http">{t('channels.adapter.signed-http')}</option>
          </select>
        )}
      </Field>
      <Field label={t('channels.method')} hint={t('channels.methodHint')}>
        {(control) => (
          <select {...control} className={INPUT_CLASS} {...register('gateway.method')}>
            <option value="redirect">{t('channels.method.redirect')}</option>
            <option value="qr">{t('channels.method.qr')}</option>
          </select>
        )}
      </Field>
      <Field label={t('channels.gatewayUrl')} error={says(errors?.url)}>
        {(control) => <input {...control} type="url" className={INPUT_CLASS} {...register('gateway.url')} />}
      </Field>
      <Field label={t('channels.accountId')} error={says(errors?.accountId)}>
        {(control) => <input {...control} className={INPUT_CLASS} {...register('gateway.accountId')} />}
      </Field>
      <Field
        label={t('channels.secret')}
        hint={secretSet ? t('channels.secretSet') : t('channels.secretUnset')}
        error={says(errors?.secret)}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            className={INPUT_CLASS}
            {...register('gateway.secret')}
          />
        )}
      </Field>
    </Section>
  );
}
