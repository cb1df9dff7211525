import {
  adminPromotionBodySchema,
  type AdminPromotion,
  type AdminPromotionBody,
} from '@lobby/contract/admin/promotions';
import { BANNER_IMAGE_FIELD } from '@lobby/contract/admin/announcements';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ImageUpload } from '../banners/image-upload';
import { ContentEditorPage, useContentEditor, type ContentKind, type EditorProps } from '../content-editor';
import { EditorFrame, FormField, InstantField, SelectField } from '../editor-frame';
import { PhonePreview } from '../phone-preview';
import { RichText } from '../rich-text';
import { LinkedVersionField } from './linked-version';
import { CategoryChecks, CheckField } from './promotion-fields';
import { categoriesQuery, PROMOTIONS_KEY } from './promotions-api';

type FormValues = z.input<typeof adminPromotionBodySchema>;

function blank(): FormValues {
  return {
    language: 'en',
    title: '',
    content: '',
    images: [],
    categoryIds: [],
    startDate: new Date().toISOString(),
    endDate: null,
    noExpiry: 1,
    linkedPromotionId: null,
    imageRequired: 'N',
    remarkRequired: 'N',
    applicable: true,
    sort: 0,
  };
}

const valuesOf = (item: AdminPromotion): FormValues => ({
  language: item.language as FormValues['language'],
  title: item.title,
  content: item.content,
  images: item.images,
  categoryIds: item.categoryIds,
  startDate: item.startDate,
  endDate: item.endDate,
  noExpiry: item.noExpiry,
  linkedPromotionId: item.linkedPromotionId,
  imageRequired: item.imageRequired,
  remarkRequired: item.remarkRequired,
  applicable: item.applicable,
  sort: item.sort,
});

const PROMOTIONS: ContentKind<AdminPromotion, FormValues, AdminPromotionBody> = {
  path: ADMIN_PATHS.promotions,
  key: PROMOTIONS_KEY,
  resolver: zodResolver(adminPromotionBodySchema),
  blank,
  valuesOf,
};

/** /content/promotions/new and /content/promotions/:id. */
export const PromotionEditorPage = () => <ContentEditorPage kind={PROMOTIONS} form={PromotionForm} />;

function PromotionForm(props: EditorProps<FormValues, AdminPromotion>) {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery);
  const { form, save, submit } = useContentEditor(PROMOTIONS, props);
  const { id } = props;
  const { errors } = form.formState;
  const [title, content, language, startDate, noExpiry, images] = useWatch({
    control: form.control,
    name: ['title', 'content', 'language', 'startDate', 'noExpiry', 'images'],
  });
  const mainImage = images?.find((image) => image.sequence === 1)?.url ?? '';
  // The upload sets the main image (sequence 1); the others, if an API client added some, stay.
  const setMainImage = (url: string) => {
    const others = (images ?? []).filter((image) => image.sequence !== 1);
    form.setValue('images', url ? [{ url, sequence: 1 }, ...others] : others, { shouldDirty: true });
  };

  return (
    <EditorFrame
      heading={t(id === null ? 'promotions.new' : 'promotions.edit')}
      onSubmit={submit}
      save={save}
      preview={
        <PhonePreview
          kind="preview.promotion"
          title={title}
          html={content ?? ''}
          language={language}
          date={startDate}
          image={mainImage}
        />
      }
    >
      <FormField label={t('content.titleField')} error={errors.title?.message} input={form.register('title')} />
      <div className="grid grid-cols-2 gap-3">
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
      <Controller
        control={form.control}
        name="linkedPromotionId"
        render={({ field }) => (
          <LinkedVersionField
            self={id}
            language={language ?? 'en'}
            value={(field.value as number | null | undefined) ?? null}
            onChange={field.onChange}
            versions={props.item?.versions ?? []}
            error={errors.linkedPromotionId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field }) => (
          <CategoryChecks
            categories={categories.data ?? []}
            value={(field.value ?? []) as number[]}
            onChange={field.onChange}
            empty={t('promotions.noCategories')}
          />
        )}
      />
      <div className="grid grid-cols-2 items-start gap-3">
        <InstantField
          control={form.control}
          name="startDate"
          label={t('content.start')}
          error={errors.startDate?.message}
        />
        <div className="flex flex-col gap-2">
          {noExpiry !== 1 && (
            <InstantField
              control={form.control}
              name="endDate"
              label={t('content.end')}
              hint={t('promotions.endHint')}
              error={errors.endDate?.message}
            />
          )}
          <Controller
            control={form.control}
            name="noExpiry"
            render={({ field }) => (
              <CheckField
                label={t('promotions.noExpiry')}
                checked={field.value === 1}
                onChange={(on) => {
                  field.onChange(on ? 1 : 0);
                  if (on) form.setValue('endDate', null);
                }}
              />
            )}
          />
        </div>
      </div>
      <ImageUpload
        path={ADMIN_PATHS.bannerImages}
        field={BANNER_IMAGE_FIELD}
        value={mainImage}
        onChange={setMainImage}
        error={errors.images?.message ?? errors.images?.[0]?.url?.message}
      />
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <RichText
            label={t('content.body')}
            initial={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-col gap-2 border-t border-line pt-3">
        <Controller
          control={form.control}
          name="applicable"
          render={({ field }) => (
            <CheckField label={t('promotions.applicable')} checked={field.value ?? true} onChange={field.onChange} />
          )}
        />
        {(['imageRequired', 'remarkRequired'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <CheckField
                label={t(`promotions.${name}`)}
                checked={field.value === 'Y'}
                onChange={(on) => field.onChange(on ? 'Y' : 'N')}
              />
            )}
          />
        ))}
      </div>
    </EditorFrame>
  );
}
