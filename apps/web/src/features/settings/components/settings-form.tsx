import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES } from '@lobby/contract/core';
import {
  memberSettingsInputSchema,
  OPTIONAL_MESSAGE_CATEGORIES,
  type MemberSettings,
  type MemberSettingsInput,
} from '@lobby/contract/member-settings';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { settingsInput, useSaveMemberSettings } from '../../../shared/member-settings/member-settings';
import { Button } from '../../../ui/button';
import { SwitchRow } from './switch-row';

/** A titled group of settings. */
export function SettingsGroup({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl border border-line bg-surface px-4 pt-3 pb-1 shadow-card">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden="true" className="text-[13px] font-bold tracking-wide text-muted uppercase">
        {title}
      </p>
      {hint ? <p className="mt-1 text-xs leading-snug text-subtle">{hint}</p> : null}
      <div className="divide-y divide-line">{children}</div>
    </fieldset>
  );
}

/** The member's settings as a form; saving applies them on this device (language, balance) at once. */
export function SettingsForm({ settings, languages }: { settings: MemberSettings; languages: readonly string[] }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const save = useSaveMemberSettings();
  const saved = settingsInput(settings);
  const form = useForm<MemberSettingsInput>({
    resolver: zodResolver(memberSettingsInputSchema),
    values: { ...saved, language: saved.language ?? current },
  });
  const offered = LANGUAGES.filter((language) => languages.includes(language));

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast('settings.saved', { tone: 'success' });
    } catch (error) {
      showToast(errorMessageKey(error), { tone: 'error' });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <SettingsGroup title={t('settings.display')}>
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <fieldset className="py-3">
              <legend className="text-sm font-semibold">{t('settings.language')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {offered.map((language) => (
                  <label
                    key={language}
                    className="cursor-pointer rounded-xl border border-line-strong bg-ink-900 px-3 py-2.5 text-center text-[13px] font-semibold text-muted transition has-checked:border-gold-400/70 has-checked:bg-gold-400/15 has-checked:text-gold-200 has-focus-visible:ring-2 has-focus-visible:ring-gold-400/60"
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={language}
                      checked={field.value === language}
                      onChange={() => field.onChange(language)}
                      className="sr-only"
                    />
                    {t(`lang.${language}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="hideBalance"
          render={({ field }) => (
            <SwitchRow
              label={t('settings.hideBalance')}
              hint={t('settings.hideBalanceHint')}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </SettingsGroup>
      <SettingsGroup title={t('settings.games')}>
        <Controller
          control={form.control}
          name="gameSound"
          render={({ field }) => (
            <SwitchRow
              label={t('settings.gameSound')}
              hint={t('settings.gameSoundHint')}
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </SettingsGroup>
      <SettingsGroup title={t('settings.messages')} hint={t('settings.messagesHint')}>
        {OPTIONAL_MESSAGE_CATEGORIES.map((category) => (
          <Controller
            key={category}
            control={form.control}
            name={`messages.${category}`}
            render={({ field }) => (
              <SwitchRow
                label={t(`settings.message.${category}`)}
                hint={t(`settings.message.${category}Hint`)}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </SettingsGroup>
      <Button
        type="submit"
        variant="gold"
        size="lg"
        className="w-full"
        disabled={!form.formState.isDirty || form.formState.isSubmitting}
      >
        {t('settings.save')}
      </Button>
    </form>
  );
}
