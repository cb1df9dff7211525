import { siteSignInSchema } from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../locales';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import { Group, SettingsForm } from './settings-form';
import { useSettingsSection } from './use-settings-section';

type Section = ReturnType<typeof useSettingsSection<typeof siteSignInSchema>>;
type Provider = 'google' | 'facebook' | 'firebase';
type IdField =
  | 'google.clientId'
  | 'facebook.appId'
  | 'firebase.apiKey'
  | 'firebase.authDomain'
  | 'firebase.projectId'
  | 'firebase.appId';

/** The ids each provider needs, with whether the field has a hint of its own. */
const FIELDS: Record<Provider, { name: IdField; hint?: true }[]> = {
  google: [{ name: 'google.clientId', hint: true }],
  facebook: [{ name: 'facebook.appId', hint: true }],
  firebase: [
    { name: 'firebase.apiKey' },
    { name: 'firebase.authDomain', hint: true },
    { name: 'firebase.projectId' },
    { name: 'firebase.appId', hint: true },
  ],
};

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Google, Facebook and Firebase phone sign-in: each switched on with the public ids it needs. */
export function SignInPage() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.siteSignIn, siteSignInSchema);
  return (
    <SettingsForm section={section} title={t('settings.page.sign-in')}>
      <p className="text-sm text-muted">{t('signIn.hint')}</p>
      {(['google', 'facebook', 'firebase'] as const).map((provider) => (
        <ProviderGroup key={provider} provider={provider} section={section} />
      ))}
    </SettingsForm>
  );
}

function ProviderGroup({ provider, section }: { provider: Provider; section: Section }) {
  const { t } = useTranslation();
  const { register, control, formState } = section.form;
  const on = useWatch({ control, name: `${provider}.enabled` }) === true;
  const key = (suffix: string) => `signIn.${provider}${suffix}` as keyof Messages;
  const wide = provider === 'firebase' ? 'max-w-3xl grid-cols-2' : 'max-w-xl grid-cols-1';
  return (
    <Group title={t(key(''))} hint={t(key('.hint'))} actions={<Status on={on} />}>
      <Switch label={t(key('.on'))} {...register(`${provider}.enabled`)} />
      <div className={`mt-4 grid gap-4 ${wide}`}>
        {FIELDS[provider].map(({ name, hint }) => {
          const label = `signIn.${name}` as keyof Messages;
          const error = errorAt(formState.errors, name);
          return (
            <Field
              key={name}
              label={t(label)}
              error={error?.message}
              {...(hint ? { hint: t(`${label}Hint` as keyof Messages) } : {})}
            >
              {(c) => (
                <input
                  {...c}
                  autoComplete="off"
                  spellCheck={false}
                  className={`${INPUT_CLASS} font-mono`}
                  {...register(name, { setValueAs: emptyToNull })}
                />
              )}
            </Field>
          );
        })}
      </div>
    </Group>
  );
}

/** Whether the provider is on in the form (saved or not), beside its title. */
function Status({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${
        on ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300' : 'border-line-strong text-muted'
      }`}
    >
      {on ? t('signIn.status.on') : t('signIn.status.off')}
    </span>
  );
}

function errorAt(errors: Section['form']['formState']['errors'], name: IdField): FieldError | undefined {
  const [provider, field] = name.split('.') as [Provider, string];
  return (errors[provider] as Record<string, FieldError | undefined> | undefined)?.[field];
}
