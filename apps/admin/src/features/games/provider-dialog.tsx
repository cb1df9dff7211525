import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminProviderUpdateSchema, type AdminProvider, type AdminProviderUpdate } from '@lobby/contract/admin/games';
import { FormDialog } from '../../shared/form-dialog';
import { CHECKBOX_CLASS, Field, INPUT_CLASS } from '../../shared/field';

interface Props {
  provider: AdminProvider;
  saving: boolean;
  failure: string | undefined;
  onSave: (body: AdminProviderUpdate) => void;
  onClose: () => void;
}

type Values = Required<AdminProviderUpdate>;

/** One provider's edit: on or off, its order, and which of its categories show its card. */
export function ProviderDialog({ provider, saving, failure, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(adminProviderUpdateSchema) as never,
    defaultValues: { enabled: provider.enabled, order: provider.order, categories: provider.categories },
  });
  const { errors, dirtyFields } = form.formState;
  const submit = form.handleSubmit((values) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key]) => dirtyFields[key as keyof Values]),
    ) as AdminProviderUpdate;
    if (Object.keys(changed).length === 0) onClose();
    else onSave(changed);
  });

  return (
    <FormDialog
      title={t('games.editOf', { name: provider.displayName })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('games.save')}
      pending={saving}
      failure={failure && t('games.saveFailed', { reason: failure })}
    >
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className={CHECKBOX_CLASS} {...form.register('enabled')} />
        {t('games.enabled')}
      </label>
      <Field label={t('games.order')} hint={t('providers.orderHint')} error={errors.order?.message}>
        {(control) => (
          <input
            type="number"
            className={`${INPUT_CLASS} w-40`}
            {...control}
            {...form.register('order', { valueAsNumber: true })}
          />
        )}
      </Field>
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-muted">{t('providers.categories')}</legend>
        <p className="mb-2 text-xs text-muted">{t('providers.categoriesHint')}</p>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
          {provider.gameTypes.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input type="checkbox" value={type} className={CHECKBOX_CLASS} {...form.register('categories')} />
              {t(`type.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
