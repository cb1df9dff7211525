import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import type { ChannelForm } from './channel-settlement';

const DAYS = ['1', '2', '3', '4', '5', '6', '0'] as const;

/** Always open, or open on some days between two times (the site's time zone). */
export function ChannelHoursFields({ form }: { form: ChannelForm }) {
  const { t } = useTranslation();
  const { register, formState, control } = form;
  const limited = useWatch({ control, name: 'limitedHours' });
  const errors = formState.errors.hours;
  return (
    <div className="col-span-2 flex flex-col gap-3">
      <Switch label={t('channels.limitedHours')} hint={t('channels.hoursHint')} {...register('limitedHours')} />
      {limited && (
        <div className="grid grid-cols-[1fr_8rem_8rem] items-end gap-3 pl-12">
          <fieldset>
            <legend className="mb-1 text-xs font-medium text-muted">{t('channels.days')}</legend>
            <div className="flex flex-wrap gap-1">
              {DAYS.map((day) => (
                <label
                  key={day}
                  className="flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-line-strong px-2 text-xs has-[:checked]:border-gold-400 has-[:checked]:bg-gold-400/10"
                >
                  <input type="checkbox" value={day} className="accent-gold-400" {...register('hours.days')} />
                  {t(`day.${day}`)}
                </label>
              ))}
            </div>
            {errors?.days && <p className="mt-1 text-xs text-rose-300">{errors.days.message}</p>}
          </fieldset>
          <Field label={t('channels.openFrom')} error={errors?.from?.message}>
            {(control) => (
              <input
                {...control}
                type="time"
                className={`${INPUT_CLASS} [color-scheme:dark]`}
                {...register('hours.from')}
              />
            )}
          </Field>
          <Field label={t('channels.openTo')} error={errors?.to?.message}>
            {(control) => (
              <input
                {...control}
                type="time"
                className={`${INPUT_CLASS} [color-scheme:dark]`}
                {...register('hours.to')}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
