import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminProvider } from '@lobby/contract/admin/games';
import { ADMIN_PATHS, PROVIDER_WALLET_PATHS } from '@lobby/contract/core';
import { isInhouseVendor } from '@lobby/contract/games';
import {
  PROVIDER_ADAPTERS,
  RECONCILIATION_RULES,
  providerConnectionCreateSchema,
  type ProviderConnectionCreate,
  type ProviderConnectionView,
} from '@lobby/contract/provider-wallet';
import { api } from '../../lib/api';
import { Button } from '../../shared/button';
import { CHECKBOX_CLASS, Field, INPUT_CLASS } from '../../shared/field';
import { FormDialog } from '../../shared/form-dialog';
import { connectionFailure } from './connection-failure';
import { RemoveConnection } from './remove-connection';

/** An empty secret field means "leave it": the schema sees no secret at all. */
const noEmpty = (value: string) => (value === '' ? undefined : value);

interface Props {
  /** The connection to edit; none to add one. */
  editing?: ProviderConnectionView | undefined;
  /** Providers already connected: the new connection picks among the others. */
  connected: string[];
  onClose: () => void;
}

/** Add or edit a provider connection. The secret is write-only: typed here, never shown back. */
export function ConnectionDialog({ editing, connected, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [rotating, setRotating] = useState(!editing);
  const catalogue = useQuery({
    queryKey: ['admin-providers'],
    queryFn: () => api<AdminProvider[]>(ADMIN_PATHS.providers),
    enabled: !editing,
  });
  const form = useForm<ProviderConnectionCreate>({
    // Editing sends the same fields (the provider code is the record's); the secret only when rotated.
    resolver: zodResolver(providerConnectionCreateSchema),
    defaultValues: editing
      ? { ...editing, secret: undefined }
      : { adapter: 'seamless-v1', openRoundTimeoutSeconds: 600, reconciliation: 'status', enabled: true },
  });
  const save = useMutation({
    mutationFn: ({ providerCode, ...body }: ProviderConnectionCreate) =>
      editing
        ? api(PROVIDER_WALLET_PATHS.connection.replace(':providerCode', editing.providerCode), {
            method: 'PATCH',
            body: JSON.stringify(body),
          })
        : api(PROVIDER_WALLET_PATHS.connections, { method: 'POST', body: JSON.stringify({ providerCode, ...body }) }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['provider-connections'] });
      onClose();
    },
  });
  const { errors } = form.formState;
  const sandbox = useWatch({ control: form.control, name: 'adapter' }) === 'sandbox';
  // In-house games play on our own wallet: no connection to choose them for.
  const choices = (catalogue.data ?? []).filter(
    (provider) => !connected.includes(provider.vassalage) && !isInhouseVendor(provider.vassalage),
  );
  return (
    <FormDialog
      title={editing ? t('gameProviders.editTitle', { name: editing.displayName }) : t('gameProviders.addTitle')}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      submitLabel={t('gameProviders.save')}
      pending={save.isPending}
      failure={save.isError ? connectionFailure(save.error, t) : undefined}
    >
      <div className="grid grid-cols-2 gap-4">
        {!editing && (
          <Field label={t('gameProviders.provider')} error={errors.providerCode?.message} className="col-span-2">
            {(control) => (
              <select {...control} {...form.register('providerCode')} className={INPUT_CLASS}>
                <option value="">{t('gameProviders.chooseProvider')}</option>
                {choices.map((provider) => (
                  <option key={provider.vassalage} value={provider.vassalage}>
                    {provider.displayName} ({provider.vassalage})
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('gameProviders.adapter')} error={errors.adapter?.message}>
          {(control) => (
            <select {...control} {...form.register('adapter')} className={INPUT_CLASS}>
              {PROVIDER_ADAPTERS.map((adapter) => (
                <option key={adapter} value={adapter}>
                  {t(`gameProviders.adapter.${adapter}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('gameProviders.operatorId')} error={errors.operatorId?.message}>
          {(control) => <input {...control} {...form.register('operatorId')} className={INPUT_CLASS} />}
        </Field>
        <Field
          label={t('gameProviders.baseUrl')}
          hint={t('gameProviders.baseUrlHint')}
          error={errors.baseUrl?.message}
          className="col-span-2"
        >
          {(control) => (
            <input {...control} {...form.register('baseUrl')} inputMode="url" className={`${INPUT_CLASS} font-mono`} />
          )}
        </Field>
        <Field label={t('gameProviders.timeoutSeconds')} error={errors.openRoundTimeoutSeconds?.message}>
          {(control) => (
            <input
              {...control}
              {...form.register('openRoundTimeoutSeconds', { valueAsNumber: true })}
              type="number"
              min={30}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('gameProviders.rule')} error={errors.reconciliation?.message}>
          {(control) => (
            <select {...control} {...form.register('reconciliation')} className={INPUT_CLASS}>
              {RECONCILIATION_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`gameProviders.rule.${rule}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="col-span-2 flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('enabled')} className={CHECKBOX_CLASS} />
          {t('gameProviders.enabledLabel')}
        </label>
        {!sandbox && rotating && (
          <Field
            label={editing ? t('gameProviders.newSecret') : t('gameProviders.secret')}
            hint={t('gameProviders.secretHint')}
            error={errors.secret?.message}
            className="col-span-2"
          >
            {(control) => (
              <input
                {...control}
                {...form.register('secret', { setValueAs: noEmpty })}
                type="password"
                autoComplete="new-password"
                className={INPUT_CLASS}
              />
            )}
          </Field>
        )}
        {!sandbox && !rotating && (
          <div className="col-span-2 flex items-center justify-between rounded-md border border-line bg-ink-950/60 px-3 py-2">
            <span className="text-sm text-muted">
              {editing?.secretSet ? t('gameProviders.secretIsSet') : t('gameProviders.secretMissing')}
            </span>
            <Button size="sm" onClick={() => setRotating(true)}>
              {t('gameProviders.rotateSecret')}
            </Button>
          </div>
        )}
        {editing && <RemoveConnection connection={editing} onRemoved={onClose} />}
      </div>
    </FormDialog>
  );
}
