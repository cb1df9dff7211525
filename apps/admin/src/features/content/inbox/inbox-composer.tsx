import type { InboxSendRequest, InboxSent } from '@lobby/contract/admin/inbox';
import { OPTIONAL_MESSAGE_CATEGORIES } from '@lobby/contract/member-settings';
import { ADMIN_PATHS, type Language } from '@lobby/contract/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { useSiteLanguages } from '../../../shared/site-languages';
import { EditorFrame, FormField } from '../editor-frame';
import { PhonePreview } from '../phone-preview';
import { RichText } from '../rich-text';
import { asReadIn, blankComposer, composerSchema, type ComposerValues } from './inbox-form';
import { LanguageTabs } from './language-tabs';

/** /content/inbox/new: waits for the site's languages, then the form. */
export function InboxComposerPage() {
  const languages = useSiteLanguages();
  if (!languages) return <p className="text-sm text-muted">…</p>;
  return <InboxComposer languages={languages} />;
}

/** A message to one member or to every member, written per site language; back to the sent list after. */
function InboxComposer({ languages }: { languages: Language[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [active, setActive] = useState<Language>(languages[0] ?? 'en');
  const send = useMutation({
    mutationFn: (body: InboxSendRequest) =>
      api<InboxSent>(ADMIN_PATHS.inbox, { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: async (sent) => {
      await client.invalidateQueries({ queryKey: ['inbox'] });
      void navigate('..', { relative: 'path', state: { sent: sent.username ?? '' } });
    },
  });
  const resolver = useMemo(
    () => zodResolver(composerSchema(languages)) as unknown as Resolver<ComposerValues, unknown, InboxSendRequest>,
    [languages],
  );
  const form = useForm<ComposerValues, unknown, InboxSendRequest>({
    resolver,
    defaultValues: blankComposer(languages),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as ComposerValues;
  const shown = asReadIn(values, languages, active);
  const submit = form.handleSubmit(
    (body) => send.mutateAsync(body).catch(() => undefined),
    // A mistake in a language not on screen: show that language.
    (invalid) => {
      const wrong = languages.find((language) => invalid.texts?.[language]);
      if (wrong) setActive(wrong);
    },
  );
  const state = (language: Language) => {
    if (errors.texts?.[language]) return 'invalid';
    return values.texts[language]?.title || values.texts[language]?.content ? 'written' : 'empty';
  };
  return (
    <EditorFrame
      heading={t('inbox.title')}
      onSubmit={submit}
      save={send}
      submitLabel={t('inbox.send')}
      preview={
        <PhonePreview
          kind="preview.message"
          title={shown.title}
          html={shown.content}
          language={active}
          languages={languages}
          onLanguage={setActive}
        />
      }
    >
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-xs font-medium text-muted">{t('inbox.audience')}</legend>
        {(['member', 'all'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...form.register('audience')} className="accent-gold-400" />
            {t(`inbox.audience.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-xs font-medium text-muted">{t('inbox.category')}</legend>
        <div className="flex gap-4">
          {OPTIONAL_MESSAGE_CATEGORIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} {...form.register('category')} className="accent-gold-400" />
              {t(`inbox.category.${value}`)}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted">{t('inbox.categoryHint')}</p>
      </fieldset>
      {values.audience === 'member' && (
        <FormField
          label={t('inbox.username')}
          autoComplete="off"
          error={errors.username?.message}
          input={form.register('username')}
        />
      )}
      <LanguageTabs
        languages={languages}
        active={active}
        onSelect={setActive}
        state={state}
        panel={(language) => {
          const name = t(`content.language.${language}`);
          return (
            <>
              {language !== languages[0] && (
                <p className="text-xs text-muted">
                  {t('inbox.optionalLanguage', { language: name, own: t(`content.language.${languages[0] ?? 'en'}`) })}
                </p>
              )}
              <FormField
                label={t('inbox.titleIn', { language: name })}
                error={errors.texts?.[language]?.title?.message}
                input={form.register(`texts.${language}.title`)}
              />
              <Controller
                control={form.control}
                name={`texts.${language}.content`}
                render={({ field, fieldState }) => (
                  <RichText
                    label={t('inbox.textIn', { language: name })}
                    initial={field.value ?? ''}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </>
          );
        }}
      />
    </EditorFrame>
  );
}
