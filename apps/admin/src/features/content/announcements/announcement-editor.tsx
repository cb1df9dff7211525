import {
  announcementWriteSchema,
  type AdminAnnouncement,
  type AnnouncementWrite,
} from '@lobby/contract/admin/announcements';
import { STORED_ANNOUNCEMENT_TYPES } from '@lobby/contract/announcements';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ContentEditorPage, useContentEditor, type ContentKind, type EditorProps } from '../content-editor';
import { EditorFrame, FormField, InstantField, SelectField } from '../editor-frame';
import { PhonePreview } from '../phone-preview';
import { RichText } from '../rich-text';

type FormValues = z.input<typeof announcementWriteSchema>;

function blank(): FormValues {
  return {
    type: 'PL',
    language: 'en',
    groupName: '',
    title: '',
    content: '',
    images: [],
    startDate: new Date().toISOString(),
    endDate: null,
    sort: 0,
  };
}

const valuesOf = (item: AdminAnnouncement): FormValues => ({
  type: item.type,
  language: item.language as FormValues['language'],
  groupName: item.groupName as FormValues['groupName'],
  title: item.title,
  content: item.content,
  images: item.images,
  startDate: item.startDate,
  endDate: item.endDate,
  sort: item.sort,
});

const ANNOUNCEMENTS: ContentKind<AdminAnnouncement, FormValues, AnnouncementWrite> = {
  path: ADMIN_PATHS.announcements,
  key: 'announcements',
  resolver: zodResolver(announcementWriteSchema),
  blank,
  valuesOf,
};

/** /content/announcements/new and /content/announcements/:id. */
export const AnnouncementEditorPage = () => <ContentEditorPage kind={ANNOUNCEMENTS} form={AnnouncementForm} />;

function AnnouncementForm(props: EditorProps<FormValues>) {
  const { t } = useTranslation();
  const { form, save, submit } = useContentEditor(ANNOUNCEMENTS, props);
  const { id } = props;
  const { errors } = form.formState;
  const [title, content, language, startDate] = useWatch({
    control: form.control,
    name: ['title', 'content', 'language', 'startDate'],
  });

  return (
    <EditorFrame
      heading={t(id === null ? 'announcements.new' : 'announcements.edit')}
      onSubmit={submit}
      save={save}
      preview={
        <PhonePreview kind="preview.notice" title={title} html={content ?? ''} language={language} date={startDate} />
      }
    >
      <FormField label={t('content.titleField')} error={errors.title?.message} input={form.register('title')} />
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          label={t('content.type')}
          input={form.register('type')}
          options={STORED_ANNOUNCEMENT_TYPES.map((type) => [type, t(`content.type.${type}`)])}
        />
        <SelectField
          label={t('content.language')}
          input={form.register('language')}
          options={LANGUAGES.map((code) => [code, t(`content.language.${code}`)])}
        />
        <FormField
          label={t('content.order')}
          type="number"
          error={errors.sort?.message}
          input={form.register('sort', { valueAsNumber: true })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <InstantField
          control={form.control}
          name="startDate"
          label={t('content.start')}
          error={errors.startDate?.message}
        />
        <InstantField
          control={form.control}
          name="endDate"
          label={t('content.end')}
          hint={t('content.endHint')}
          error={errors.endDate?.message}
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
