import {
  BANNER_IMAGE_FIELD,
  bannerWriteSchema,
  type AdminBanner,
  type BannerWrite,
} from '@lobby/contract/admin/announcements';
import { BANNER_GROUPS, BANNER_LINK_TYPES } from '@lobby/contract/banners';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field, INPUT_CLASS } from '../../../shared/field';
import { ContentEditorPage, useContentEditor, type ContentKind, type EditorProps } from '../content-editor';
import { EditorFrame, FormField, InstantField, SelectField } from '../editor-frame';
import { ImageUpload } from './image-upload';

type FormValues = z.input<typeof bannerWriteSchema>;
/** The language select speaks strings: '' is every language (null in the contract). */
const ALL = '';

const blank = (): FormValues => ({
  groupName: 'm_home',
  title: '',
  imageUrl: '',
  linkType: 'NONE',
  linkage: '',
  url: '',
  language: null,
  startDate: null,
  endDate: null,
  sort: 0,
});

const valuesOf = ({ id: _id, published: _published, ...values }: AdminBanner): FormValues => values as FormValues;

const BANNERS: ContentKind<AdminBanner, FormValues, BannerWrite> = {
  path: ADMIN_PATHS.banners,
  key: 'banners',
  resolver: zodResolver(bannerWriteSchema),
  blank,
  valuesOf,
};

/** /content/banners/new and /content/banners/:id. */
export const BannerEditorPage = () => <ContentEditorPage kind={BANNERS} form={BannerForm} />;

function BannerForm(props: EditorProps<FormValues>) {
  const { t } = useTranslation();
  const { form, save, submit } = useContentEditor(BANNERS, props);
  const { id } = props;
  const { errors } = form.formState;
  const linkType = useWatch({ control: form.control, name: 'linkType' });

  return (
    <EditorFrame heading={t(id === null ? 'banners.new' : 'banners.edit')} onSubmit={submit} save={save}>
      <FormField label={t('content.titleField')} error={errors.title?.message} input={form.register('title')} />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageUpload
            path={ADMIN_PATHS.bannerImages}
            field={BANNER_IMAGE_FIELD}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          label={t('content.group')}
          input={form.register('groupName')}
          options={BANNER_GROUPS.map((group) => [group, group])}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <LanguageSelect
              value={field.value ?? ALL}
              onChange={(value) => field.onChange(value === ALL ? null : value)}
            />
          )}
        />
        <FormField
          label={t('content.order')}
          type="number"
          error={errors.sort?.message}
          input={form.register('sort', { valueAsNumber: true })}
        />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          label={t('banners.link')}
          input={form.register('linkType')}
          options={BANNER_LINK_TYPES.map((type) => [type, t(`banners.link.${type}`)])}
        />
        {linkType === 'URL' && (
          <FormField label={t('banners.url')} error={errors.url?.message} input={form.register('url')} />
        )}
        {linkType !== 'URL' && linkType !== 'NONE' && (
          <FormField label={t('banners.linkage')} error={errors.linkage?.message} input={form.register('linkage')} />
        )}
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
    </EditorFrame>
  );
}

/** Every language or one: a select over strings, '' standing for null. */
function LanguageSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('content.language')}>
      {(control) => (
        <select {...control} className={INPUT_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={ALL}>{t('content.language.all')}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`content.language.${code}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
