import { useTranslation } from 'react-i18next';
import { adminProviderUpdateSchema, type AdminProvider, type AdminProviderUpdate } from '@lobby/contract/admin/games';
import { FormDialog } from '../../shared/form-dialog';
import { CHECKBOX_CLASS } from '../../shared/field';
import { OrderField, useEditForm } from './edit-form';

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
  const { form, submit } = useEditForm<Values>(
    adminProviderUpdateSchema,
    { enabled: provider.enabled, order: provider.order, categories: provider.categories },
    { onSave, onClose },
  );
  const { errors } = form.formState;

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
      <OrderField
        hint={t('providers.orderHint')}
        error={errors.order?.message}
        input={form.register('order', { valueAsNumber: true })}
      />
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
