import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminProviderUpdateSchema, type AdminProvider, type AdminProviderUpdate } from '@lobby/contract/admin/games';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { Field, INPUT_CLASS } from '../../shared/field';

interface Props {
  provider: AdminProvider;
  saving: boolean;
  failure: string | undefined;
  onSave: (body: AdminProviderUpdate) => void;
  onClose: () => void;
}

type Values = Required<AdminProviderUpdate>;
const CHECK = 'size-4 accent-gold-400';

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
    <Dialog
      open
      title={t('games.editOf', { name: provider.displayName })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('games.cancel')}</Button>
          <Button variant="primary" type="submit" form="provider-form" disabled={saving}>
            {t('games.save')}
          </Button>
        </>
      }
    >
      <form id="provider-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className={CHECK} {...form.register('enabled')} />
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
                <input type="checkbox" value={type} className={CHECK} {...form.register('categories')} />
                {t(`type.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm text-rose-300">
            {t('games.saveFailed', { reason: failure })}
          </p>
        )}
      </form>
    </Dialog>
  );
}
