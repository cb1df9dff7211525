import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminChannel } from '@lobby/contract/admin/cashier';
import { KNOWN_CHANNEL_KINDS, type ChannelDirection } from '@lobby/contract/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useId } from 'react';
import { useForm, useWatch, type FieldError, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, ApiFailure } from '../../lib/api';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import { CASHIER_KEY } from './cashier-api';
import {
  blankChannel,
  channelChangeSchema,
  channelValues,
  newChannelSchema,
  takesAccount,
  takesGateway,
  type ChannelBody,
  type ChannelFormValues,
} from './channel-form';
import { ChannelHoursFields } from './channel-hours';
import { AccountFields, GatewayFields, Section } from './channel-settlement';

interface Props {
  direction: ChannelDirection;
  /** The channel to edit; none: a new one, placed last. */
  channel: AdminChannel | null;
  nextSort: number;
  /** The site's currency, shown beside the amounts. */
  currency: string | undefined;
  onClose: () => void;
}

/** Create or edit a payment channel: names, amounts and fee, when and for whom, and where the money goes. */
export function ChannelDialog({ direction, channel, nextSort, currency, onClose }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const form = useForm<ChannelFormValues, unknown, ChannelBody>({
    resolver: zodResolver((channel ? channelChangeSchema : newChannelSchema) as never) as unknown as Resolver<
      ChannelFormValues,
      unknown,
      ChannelBody
    >,
    defaultValues: channel ? channelValues(channel) : blankChannel(direction, nextSort),
  });
  const save = useMutation({
    mutationFn: (body: ChannelBody) =>
      channel
        ? api<AdminChannel>(`${ADMIN_PATHS.cashierChannels}/${channel.id}`, {
            method: 'PATCH',
            body: JSON.stringify(body),
          })
        : api<AdminChannel>(ADMIN_PATHS.cashierChannels, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [CASHIER_KEY, 'channels'] });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiFailure && error.field) {
        form.setError(error.field as Path<ChannelFormValues>, { message: error.message });
      }
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const [kind, feeType] = useWatch({ control, name: ['kind', 'fee.type'] });
  /** Our own rules' messages are keys; the contract's are English sentences shown as they are. */
  const says = (error: FieldError | undefined) =>
    error?.message?.startsWith('channels.') ? t(error.message as 'channels.invalidAmount') : error?.message;
  const name = channel ? channel.names.en : '';
  return (
    <Dialog
      open
      wide
      title={
        channel
          ? t('channels.dialogEdit', { name })
          : t('channels.dialogNew', { direction: t(`channels.direction.${direction}`).toLowerCase() })
      }
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('channels.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={save.isPending}>
            {t('channels.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}
        className="flex flex-col gap-5"
      >
        <Section title={t('channels.group.basics')}>
          <Field label={t('channels.kind')} hint={t('channels.kindHint')} error={says(errors.kind)}>
            {(control) => (
              <>
                <input {...control} list={`${formId}-kinds`} className={INPUT_CLASS} {...register('kind')} />
                <datalist id={`${formId}-kinds`}>
                  {KNOWN_CHANNEL_KINDS.map((known) => (
                    <option key={known} value={known}>
                      {t(`channels.kind.${known}`)}
                    </option>
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field label={t('channels.iconUrl')} error={says(errors.iconUrl)}>
            {(control) => <input {...control} className={INPUT_CLASS} {...register('iconUrl')} />}
          </Field>
          <Field label={t('channels.nameEn')} error={says(errors.names?.en)}>
            {(control) => <input {...control} maxLength={60} className={INPUT_CLASS} {...register('names.en')} />}
          </Field>
          <Field label={t('channels.nameId')} error={says(errors.names?.id)}>
            {(control) => <input {...control} maxLength={60} className={INPUT_CLASS} {...register('names.id')} />}
          </Field>
        </Section>
        <Section title={t('channels.group.amounts')} aside={currency}>
          <Field label={t('channels.min')} error={says(errors.min)}>
            {(control) => <input {...control} inputMode="decimal" className={INPUT_CLASS} {...register('min')} />}
          </Field>
          <Field label={t('channels.max')} error={says(errors.max)}>
            {(control) => <input {...control} inputMode="decimal" className={INPUT_CLASS} {...register('max')} />}
          </Field>
          <Field
            label={t('channels.presets')}
            hint={t('channels.presetsHint')}
            error={says(errors.presets)}
            className="col-span-2"
          >
            {(control) => <input {...control} className={INPUT_CLASS} {...register('presets')} />}
          </Field>
          <div className="col-span-2 grid grid-cols-3 gap-3">
            <Field label={t('channels.fee')}>
              {(control) => (
                <select {...control} className={INPUT_CLASS} {...register('fee.type')}>
                  {(['none', 'percent', 'fixed'] as const).map((type) => (
                    <option key={type} value={type}>
                      {t(`channels.fee.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('channels.feeValue')} hint={t('channels.feeValueHint')} error={says(errors.fee?.value)}>
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  disabled={feeType === 'none'}
                  className={INPUT_CLASS}
                  {...register('fee.value')}
                />
              )}
            </Field>
            <Field label={t('channels.feeBearer')}>
              {(control) => (
                <select {...control} className={INPUT_CLASS} {...register('fee.bearer')}>
                  <option value="member">{t('channels.feeBearer.member')}</option>
                  <option value="merchant">{t('channels.feeBearer.merchant')}</option>
                </select>
              )}
            </Field>
          </div>
        </Section>
        <Section title={t('channels.group.availability')}>
          <Switch className="col-span-2" label={t('channels.enabled')} {...register('enabled')} />
          <ChannelHoursFields form={form} />
          <Field
            label={t('channels.memberTypes')}
            hint={t('channels.memberTypesHint')}
            error={says(errors.memberTypes)}
          >
            {(control) => <input {...control} className={INPUT_CLASS} {...register('memberTypes')} />}
          </Field>
          <Field label={t('channels.rankLevels')} hint={t('channels.rankLevelsHint')} error={says(errors.rankLevels)}>
            {(control) => <input {...control} className={INPUT_CLASS} {...register('rankLevels')} />}
          </Field>
        </Section>
        {takesAccount(direction, kind) && <AccountFields form={form} says={says} />}
        {takesGateway(kind) && (
          <GatewayFields form={form} says={says} secretSet={channel?.gateway?.secretSet ?? false} />
        )}
        {save.isError && !(save.error instanceof ApiFailure && save.error.field) && (
          <p role="alert" className="text-sm text-rose-300">
            {t('cashier.failed', { message: save.error.message })}
          </p>
        )}
      </form>
    </Dialog>
  );
}
