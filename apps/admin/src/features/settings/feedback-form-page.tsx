import { feedbackSettingsSchema } from '@lobby/contract/admin/feedback';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useId, type ComponentProps } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import { useSiteLanguages } from '../../shared/site-languages';
import { CELL_CLASS, EditableRows } from './editable-rows';
import { Group, SettingsForm } from './settings-form';
import { useSettingsSection } from './use-settings-section';

/** An emptied label is no label: the player's site falls back to another language's. */
const emptyToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The player's feedback form: its categories (a label per site language) and the message's word bounds. */
export function FeedbackFormPage() {
  const { t } = useTranslation();
  const languages = useSiteLanguages() ?? [];
  const section = useSettingsSection(ADMIN_PATHS.feedbackSettings, feedbackSettingsSchema);
  const { register, control, formState } = section.form;
  const rows = useFieldArray({ control, name: 'categories' });
  const errors = formState.errors;
  const number = { valueAsNumber: true } as const;
  const rowName = (index: number) => t('feedbackForm.category', { n: index + 1 });
  return (
    <SettingsForm section={section} title={t('settings.page.feedback')}>
      <Group
        title={t('feedbackForm.categories')}
        hint={errors.categories?.message ?? errors.categories?.root?.message ?? t('feedbackForm.categoriesHint')}
        actions={<Button onClick={() => rows.append({ code: '', labels: {} })}>{t('feedbackForm.add')}</Button>}
      >
        <EditableRows
          caption={t('feedbackForm.categories')}
          empty={t('feedbackForm.none')}
          rows={rows.fields}
          fixed
          headers={[
            { label: t('feedbackForm.code'), className: 'w-44' },
            ...languages.map((language) => ({
              label: t('feedbackForm.labelIn', { language: t(`content.language.${language}`) }),
            })),
          ]}
          rowName={(_, index) => rowName(index)}
          onRemove={rows.remove}
          cells={(_, index) => {
            const rowErrors = errors.categories?.[index];
            return (
              <>
                <td className={CELL_CLASS}>
                  <CellInput
                    label={`${t('feedbackForm.code')}, ${rowName(index)}`}
                    error={rowErrors?.code?.message}
                    mono
                    {...register(`categories.${index}.code`)}
                  />
                </td>
                {languages.map((language) => {
                  const label = t('feedbackForm.labelIn', { language: t(`content.language.${language}`) });
                  const error = rowErrors?.labels?.[language]?.message ?? rowErrors?.labels?.message;
                  return (
                    <td key={language} className={CELL_CLASS}>
                      <CellInput
                        label={`${label}, ${rowName(index)}`}
                        error={error}
                        {...register(`categories.${index}.labels.${language}`, { setValueAs: emptyToUndefined })}
                      />
                    </td>
                  );
                })}
              </>
            );
          }}
        />
      </Group>
      <Group title={t('feedbackForm.pictures')} hint={t('feedbackForm.picturesHint')}>
        <Switch label={t('feedbackForm.picturesOn')} {...register('pictures')} />
      </Group>
      <Group title={t('feedbackForm.bounds')} hint={t('feedbackForm.boundsHint')}>
        <div className="grid max-w-md grid-cols-2 gap-4">
          <Field label={t('feedbackForm.minWords')} error={errors.minWords?.message}>
            {(c) => <input {...c} type="number" min={1} className={INPUT_CLASS} {...register('minWords', number)} />}
          </Field>
          <Field label={t('feedbackForm.maxWords')} error={errors.maxWords?.message}>
            {(c) => <input {...c} type="number" min={1} className={INPUT_CLASS} {...register('maxWords', number)} />}
          </Field>
        </div>
      </Group>
    </SettingsForm>
  );
}

/** An input in a table cell: its column heading shows, its label (heading and row) is for assistive technology. */
function CellInput({
  label,
  error,
  mono,
  ...input
}: ComponentProps<'input'> & { label: string; error?: string | undefined; mono?: boolean }) {
  const id = useId();
  return (
    <>
      <input
        {...input}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? id : undefined}
        className={`${INPUT_CLASS} ${mono ? 'font-mono' : ''}`}
      />
      {error && (
        <p id={id} className="mt-1 text-xs text-rose-300">
          {error}
        </p>
      )}
    </>
  );
}
