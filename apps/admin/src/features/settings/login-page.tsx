import {
  LOCKED_REGISTER_FIELDS,
  REGISTER_FIELD_MODES,
  siteAuthSchema,
  type SiteAuthSettings,
} from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { REGISTER_KINDS } from '@lobby/contract/register';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../locales';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import { Group, SettingsForm } from './settings-form';
import { useSettingsSection } from './use-settings-section';

const METHODS = ['username', 'mobile', 'mobileVerification', 'smsLogin'] as const;
const THRESHOLDS = [
  'captchaAfterFailures',
  'lockAfterFailures',
  'addressCaptchaAfterFailures',
  'addressLockAfterFailures',
  'lockMinutes',
] as const;

/** Login and registration: methods, recovery, captcha and lock thresholds, sessions, field rules. */
export function LoginPage() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.siteAuth, siteAuthSchema);
  const { register, formState } = section.form;
  const errors = formState.errors;
  const number = { valueAsNumber: true } as const;
  return (
    <SettingsForm section={section} title={t('settings.page.login')}>
      <Group title={t('login.methods')}>
        <div className="grid grid-cols-2 gap-x-8 gap-y-3 xl:grid-cols-3">
          {METHODS.map((method) => (
            <Switch key={method} label={t(`login.method.${method}`)} {...register(`methods.${method}`)} />
          ))}
        </div>
        <h3 className="mt-5 mb-3 text-sm font-semibold text-muted">{t('login.recovery')}</h3>
        <div className="flex gap-8">
          <Switch label={t('login.recovery.email')} {...register('recovery.email')} />
          <Switch label={t('login.recovery.phone')} {...register('recovery.phone')} />
        </div>
      </Group>
      <Group title={t('login.security')}>
        <div className="grid grid-cols-3 gap-4">
          <Field label={t('login.captchaKind')}>
            {(control) => (
              <select {...control} className={INPUT_CLASS} {...register('captchaKind')}>
                <option value="math">{t('login.captcha.math')}</option>
                <option value="letters">{t('login.captcha.letters')}</option>
              </select>
            )}
          </Field>
          {THRESHOLDS.map((key) => (
            <Field key={key} label={t(`login.${key}`)} error={errors[key]?.message}>
              {(control) => (
                <input {...control} type="number" min={1} className={INPUT_CLASS} {...register(key, number)} />
              )}
            </Field>
          ))}
        </div>
        <Switch className="mt-5" label={t('login.registerCaptcha')} {...register('registerCaptcha')} />
        <Switch className="mt-3" label={t('login.termsPreticked')} {...register('termsPreticked')} />
      </Group>
      <Group title={t('login.sessions')}>
        <div className="grid grid-cols-3 gap-4">
          {(['sessionMinutes', 'rememberMinutes'] as const).map((key) => (
            <Field key={key} label={t(`login.${key}`)} error={errors[key]?.message}>
              {(control) => <input {...control} type="number" className={INPUT_CLASS} {...register(key, number)} />}
            </Field>
          ))}
        </div>
        <Switch className="mt-5" label={t('login.singleSession')} {...register('singleSession')} />
      </Group>
      <Group title={t('login.fields')} hint={t('login.fieldsHint')}>
        <FieldRules fields={section.query.data?.registerFields} register={register} />
      </Group>
    </SettingsForm>
  );
}

type Register = ReturnType<typeof useSettingsSection<typeof siteAuthSchema>>['form']['register'];

/** The register form's fields as rows, a mode per registration kind (locked fields stay required). */
function FieldRules({
  fields,
  register,
}: {
  fields: SiteAuthSettings['registerFields'] | undefined;
  register: Register;
}) {
  const { t } = useTranslation();
  if (!fields) return null;
  const names = [...new Set(REGISTER_KINDS.flatMap((kind) => Object.keys(fields[kind])))];
  return (
    <table className="w-full max-w-3xl text-left text-[13px]">
      <caption className="sr-only">{t('login.fields')}</caption>
      <thead>
        <tr className="border-b border-line-strong text-xs tracking-wide text-muted uppercase">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('login.field')}
          </th>
          {REGISTER_KINDS.map((kind) => (
            <th key={kind} scope="col" className="px-3 py-2 font-semibold">
              {t(`login.form.${kind}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => {
          const label = t(`field.${name}` as keyof Messages);
          return (
            <tr key={name} className="border-b border-line">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {label}
              </th>
              {REGISTER_KINDS.map((kind) => (
                <td key={kind} className="px-3 py-1.5">
                  {!(name in fields[kind]) ? (
                    <span className="text-muted">{t('login.notOnForm')}</span>
                  ) : (LOCKED_REGISTER_FIELDS[kind] as readonly string[]).includes(name) ? (
                    <span className="text-muted">{t('login.locked')}</span>
                  ) : (
                    <select
                      aria-label={`${label}: ${t(`login.form.${kind}`)}`}
                      className={`${INPUT_CLASS} max-w-40`}
                      {...register(`registerFields.${kind}.${name}` as `registerFields.username.email`)}
                    >
                      {REGISTER_FIELD_MODES.map((mode) => (
                        <option key={mode} value={mode}>
                          {t(`login.mode.${mode}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
