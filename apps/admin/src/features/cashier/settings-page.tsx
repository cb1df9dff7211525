import { cashierSettingsSchema } from '@lobby/contract/admin/cashier-settings';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import { Group, SettingsForm } from '../settings/settings-form';
import { useSettingsSection } from '../settings/use-settings-section';

const number = { valueAsNumber: true } as const;

/** The cashier's rules (admins): deposit expiry and turnover, withdrawal limits, the payment password lock. */
export function CashierSettingsPage() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.cashierSettings, cashierSettingsSchema);
  const { register, formState, control, setValue } = section.form;
  const errors = formState.errors;
  const cap = useWatch({ control, name: 'withdrawalDailyAmount' });
  const currency = (section.query.data as { currency?: string } | undefined)?.currency ?? '';
  const numberField = (key: NumberKey, hint?: string) => (
    <Field key={key} label={t(`cashierSettings.${key}`)} hint={hint} error={errors[key]?.message}>
      {(control) => <input {...control} type="number" className={INPUT_CLASS} {...register(key, number)} />}
    </Field>
  );
  return (
    <SettingsForm section={section} title={t('cashierSettings.title')}>
      <Group title={t('cashierSettings.deposits')}>
        <div className="grid grid-cols-2 gap-4">
          {numberField('depositExpiryMinutes')}
          <Field
            label={t('cashierSettings.turnoverMultiplier')}
            hint={t('cashierSettings.turnoverHint')}
            error={errors.turnoverMultiplier?.message}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                step="0.01"
                className={INPUT_CLASS}
                {...register('turnoverMultiplier', number)}
              />
            )}
          </Field>
        </div>
      </Group>
      <Group title={t('cashierSettings.withdrawals')}>
        <div className="flex flex-col gap-3">
          <Switch
            label={t('cashierSettings.withdrawalCancelAllowed')}
            hint={t('cashierSettings.withdrawalCancelHint')}
            {...register('withdrawalCancelAllowed')}
          />
          <Switch label={t('cashierSettings.payeeNameMustMatch')} {...register('payeeNameMustMatch')} />
        </div>
        <div className="mt-5 grid grid-cols-3 gap-4">
          {numberField('payoutAccountsMax')}
          {numberField('withdrawalDailyCount')}
          <div className="flex flex-col gap-2">
            <Field
              label={t('cashierSettings.withdrawalDailyAmount', { currency })}
              error={errors.withdrawalDailyAmount?.message}
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="decimal"
                  disabled={cap === null}
                  value={cap ?? ''}
                  onChange={(event) => setValue('withdrawalDailyAmount', event.target.value, { shouldDirty: true })}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
            <Switch
              label={t('cashierSettings.noCap')}
              checked={cap === null}
              onChange={(event) =>
                setValue('withdrawalDailyAmount', event.target.checked ? null : '', { shouldDirty: true })
              }
            />
          </div>
        </div>
      </Group>
      <Group title={t('cashierSettings.paymentPassword')}>
        <div className="grid grid-cols-2 gap-4">
          {numberField('paymentPasswordMaxTries')}
          {numberField('paymentPasswordLockMinutes')}
        </div>
      </Group>
    </SettingsForm>
  );
}

type NumberKey =
  | 'depositExpiryMinutes'
  | 'payoutAccountsMax'
  | 'withdrawalDailyCount'
  | 'paymentPasswordMaxTries'
  | 'paymentPasswordLockMinutes';
