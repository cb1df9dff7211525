import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminContractOfferSchema, type AdminContractOffer } from '@lobby/contract/admin/agent-contracts';
import { AGENT_CONTRACT_KINDS, CONTRACT_PRODUCT_TYPES } from '@lobby/contract/agent-contracts';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api, ApiFailure } from '../../lib/api';
import { Button } from '../../shared/button';
import { FormDialog } from '../../shared/form-dialog';
import { Field, INPUT_CLASS } from '../../shared/field';

type OfferForm = z.input<typeof adminContractOfferSchema>;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Offer an agent a contract: kind, products and climbing tiers; the agent answers on the site. */
export function OfferContractDialog({ open, onClose }: Props) {
  // Its own component while open, so each offer starts from a fresh form.
  return open ? <OfferContractForm onClose={onClose} /> : null;
}

function OfferContractForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<OfferForm>({
    resolver: zodResolver(adminContractOfferSchema),
    defaultValues: { username: '', kind: 'dailySalary', productType: 'ALL', tiers: [{ threshold: 0, rate: 0.5 }] },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const offer = useMutation({
    mutationFn: (body: AdminContractOffer) =>
      api(ADMIN_PATHS.agentContracts, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['agent-contracts'] });
      onClose();
    },
    // The server names the field it refused: the agent (unknown or not an agent) or an accepted contract.
    onError: (error) => {
      if (!(error instanceof ApiFailure)) return;
      if (error.field === 'username')
        form.setError('username', { type: 'server', message: t('contracts.offer.notAgent') });
      if (error.code === 'contract.decided')
        form.setError('productType', { type: 'server', message: t('contracts.offer.decided') });
    },
  });
  const { errors } = form.formState;
  // The contract's own check that tiers climb is the 'custom' one; any other is a bad number.
  const thresholdError = (type: string | undefined) =>
    type && t(type === 'custom' ? 'contracts.offer.tiersClimb' : 'contracts.offer.thresholdInvalid');
  const handled =
    offer.error instanceof ApiFailure && (offer.error.field === 'username' || offer.error.code === 'contract.decided');
  return (
    <FormDialog
      title={t('contracts.offer.title')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => !offer.isPending && offer.mutate(values as AdminContractOffer))}
      submitLabel={t('contracts.offer.submit')}
      failure={offer.isError && !handled && t('errors.fallback')}
    >
      <Field
        label={t('contracts.username')}
        error={
          errors.username &&
          (errors.username.type === 'server' ? errors.username.message : t('contracts.offer.usernameRequired'))
        }
      >
        {(control) => <input {...control} {...form.register('username')} autoComplete="off" className={INPUT_CLASS} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('contracts.kind')}>
          {(control) => (
            <select {...control} {...form.register('kind')} className={INPUT_CLASS}>
              {AGENT_CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`contracts.kind.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('contracts.productType')} error={errors.productType?.message}>
          {(control) => (
            <select {...control} {...form.register('productType')} className={INPUT_CLASS}>
              {CONTRACT_PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-muted">{t('contracts.tiers')}</legend>
        <p className="text-xs text-muted">{t('contracts.offer.tiersHint')}</p>
        {tiers.fields.map((tier, index) => (
          <div key={tier.id} className="flex items-end gap-2">
            <Field
              label={t('contracts.offer.threshold', { n: index + 1 })}
              className="flex-1"
              error={thresholdError(errors.tiers?.[index]?.threshold?.type)}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`tiers.${index}.threshold`, { valueAsNumber: true })}
                  type="number"
                  min={0}
                  className={`${INPUT_CLASS} text-right tabular-nums`}
                />
              )}
            </Field>
            <Field
              label={t('contracts.offer.rate', { n: index + 1 })}
              className="w-32"
              error={errors.tiers?.[index]?.rate && t('contracts.offer.rateInvalid')}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`tiers.${index}.rate`, { valueAsNumber: true })}
                  type="number"
                  step="0.01"
                  min={0.01}
                  max={100}
                  className={`${INPUT_CLASS} text-right tabular-nums`}
                />
              )}
            </Field>
            <Button
              size="sm"
              variant="ghost"
              disabled={tiers.fields.length === 1}
              aria-label={t('contracts.offer.removeTier', { n: index + 1 })}
              onClick={() => tiers.remove(index)}
            >
              ✕
            </Button>
          </div>
        ))}
        <div>
          <Button
            size="sm"
            disabled={tiers.fields.length >= 10}
            onClick={() => {
              const last = form.getValues(`tiers.${tiers.fields.length - 1}`);
              tiers.append({ threshold: (Number(last?.threshold) || 0) + 1000, rate: Number(last?.rate) || 0.5 });
            }}
          >
            {t('contracts.offer.addTier')}
          </Button>
        </div>
      </fieldset>
    </FormDialog>
  );
}
