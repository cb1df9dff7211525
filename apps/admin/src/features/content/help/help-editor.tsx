import { helpItemCreateSchema, type AdminHelpItem, type HelpItemCreate } from '@lobby/contract/admin/help';
import { ADMIN_PATHS, LANGUAGES, type Language } from '@lobby/contract/core';
import { HELP_TAGS } from '@lobby/contract/help';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Panel, QueryState } from '../../../shared/query-state';
import { useSave } from '../content-api';
import { EditorFrame, FormField, SelectField } from '../editor-frame';
import { PhonePreview } from '../phone-preview';
import { RichText } from '../rich-text';
import { helpQuery } from './help-query';

type FormValues = z.input<typeof helpItemCreateSchema>;
/** The form holds every field; a change sends only what PATCH takes (language and parent stay). */
type Body = HelpItemCreate | Partial<Pick<HelpItemCreate, 'tag' | 'title' | 'content' | 'sort'>>;

/** /content/help/new and /content/help/:id?language=: the item comes from its language's list. */
export function HelpEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const language: Language = search.get('language') === 'id' ? 'id' : 'en';
  const help = useQuery(helpQuery(language));
  const itemId = id === undefined ? null : Number(id);
  return (
    <Panel>
      <QueryState query={help}>
        {(items) => {
          const item = items.find((candidate) => candidate.id === itemId);
          const sections = items.filter((candidate) => candidate.parentId === null && candidate.id !== itemId);
          if (itemId !== null && !item) return <p className="p-6 text-muted">{t('content.empty')}</p>;
          return <HelpForm item={item ?? null} language={language} sections={sections} />;
        }}
      </QueryState>
    </Panel>
  );
}

function HelpForm({
  item,
  language,
  sections,
}: {
  item: AdminHelpItem | null;
  language: Language;
  sections: AdminHelpItem[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSave<Body, AdminHelpItem>(ADMIN_PATHS.help, 'help', 'PATCH');
  const form = useForm<FormValues, unknown, HelpItemCreate>({
    resolver: zodResolver(helpItemCreateSchema),
    defaultValues: item
      ? { ...item, tag: item.tag as FormValues['tag'] }
      : { language, parentId: null, tag: '', title: '', content: '', sort: 0 },
  });
  // Read while rendering: the form state is a proxy that tracks only what is read.
  const { errors, dirtyFields } = form.formState;
  const [title, content, chosenLanguage] = useWatch({ control: form.control, name: ['title', 'content', 'language'] });
  const submit = form.handleSubmit(async (values) => {
    // A change sends only the fields edited, so the audit log names just those.
    const change = Object.fromEntries(
      (['tag', 'title', 'content', 'sort'] as const).filter((key) => dirtyFields[key]).map((key) => [key, values[key]]),
    );
    const body: Body = item ? (change as Partial<HelpItemCreate>) : values;
    const saved = await save.mutateAsync({ id: item?.id ?? null, body });
    if (!item)
      void navigate(`../${saved.id}?language=${saved.language}`, {
        relative: 'path',
        replace: true,
        state: { saved: true },
      });
  });
  const parentOptions: [string, string][] = [
    ['', t('help.topLevel')],
    ...sections.map((section): [string, string] => [String(section.id), section.title]),
  ];

  return (
    <EditorFrame
      heading={t(item ? 'help.edit' : 'help.new')}
      onSubmit={submit}
      save={save}
      preview={<PhonePreview kind="preview.help" title={title} html={content ?? ''} language={chosenLanguage} />}
    >
      <FormField label={t('content.titleField')} error={errors.title?.message} input={form.register('title')} />
      <div className="grid grid-cols-4 gap-3">
        {!item && (
          <SelectField
            label={t('content.language')}
            input={form.register('language')}
            options={LANGUAGES.map((code) => [code, t(`content.language.${code}`)])}
          />
        )}
        {!item && (
          <SelectField
            label={t('help.parent')}
            input={form.register('parentId', { setValueAs: (value: string) => (value ? Number(value) : null) })}
            options={parentOptions}
          />
        )}
        <SelectField
          label={t('help.tag')}
          input={form.register('tag')}
          options={[['', t('help.tag.none')], ...HELP_TAGS.map((tag): [string, string] => [tag, t(`help.tag.${tag}`)])]}
        />
        <FormField
          label={t('content.order')}
          type="number"
          error={errors.sort?.message}
          input={form.register('sort', { valueAsNumber: true })}
        />
      </div>
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <RichText
            label={t('content.body')}
            initial={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </EditorFrame>
  );
}
