import { siteCustomerServiceSchema, siteResourcesSchema } from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { CUSTOMER_SERVICE_TYPES, LINK_RESOURCE_TYPES, SOCIAL_NETWORKS } from '@lobby/contract/site';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Group, SettingsForm } from './settings-form';
import { useSettingsSection } from './use-settings-section';

const emptyToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** Link resources, and customer service (entries, social bar, live chat): two sections, two forms. */
export function LinksPage() {
  return (
    <div className="flex flex-col gap-8">
      <ResourcesForm />
      <CustomerServiceForm />
    </div>
  );
}

function ResourcesForm() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.siteResources, siteResourcesSchema);
  const { register, control, formState } = section.form;
  const rows = useFieldArray({ control, name: 'resources' });
  const errors = formState.errors.resources;
  return (
    <SettingsForm section={section} title={t('links.resources')}>
      <Group
        title={t('links.resources')}
        hint={errors?.message ?? t('links.resourcesHint')}
        actions={
          <Button onClick={() => rows.append({ resourceType: 'IOS', url: '', labelNameEn: '' })}>
            {t('links.addResource')}
          </Button>
        }
      >
        {rows.fields.length === 0 && <p className="text-sm text-muted">{t('links.noResources')}</p>}
        <ul className="flex flex-col gap-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid grid-cols-[10rem_1fr_10rem_auto] items-end gap-3">
              <Field label={t('links.resourceType')}>
                {(c) => (
                  <select {...c} className={INPUT_CLASS} {...register(`resources.${index}.resourceType`)}>
                    {LINK_RESOURCE_TYPES.map((type) => (
                      <option key={type}>{type}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('links.url')} error={errors?.[index]?.url?.message}>
                {(c) => <input {...c} className={INPUT_CLASS} {...register(`resources.${index}.url`)} />}
              </Field>
              <Field label={t('links.label')} error={errors?.[index]?.labelNameEn?.message}>
                {(c) => <input {...c} className={INPUT_CLASS} {...register(`resources.${index}.labelNameEn`)} />}
              </Field>
              <Button variant="ghost" onClick={() => rows.remove(index)}>
                {t('settings.remove')}
              </Button>
            </li>
          ))}
        </ul>
      </Group>
    </SettingsForm>
  );
}

function CustomerServiceForm() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.siteCustomerService, siteCustomerServiceSchema);
  const { register, control, formState, watch, setValue } = section.form;
  const rows = useFieldArray({ control, name: 'customerService' });
  const errors = formState.errors;
  const chat = watch('chat');
  return (
    <SettingsForm section={section} title={t('links.service')}>
      <Group
        title={t('links.service')}
        hint={t('links.serviceHint')}
        actions={
          <Button onClick={() => rows.append({ title: '', csType: 'LIVECHAT', url: '' })}>
            {t('links.addService')}
          </Button>
        }
      >
        {rows.fields.length === 0 && <p className="text-sm text-muted">{t('links.noService')}</p>}
        <ul className="flex flex-col gap-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid grid-cols-[14rem_10rem_1fr_auto] items-end gap-3">
              <Field label={t('links.title')} error={errors.customerService?.[index]?.title?.message}>
                {(c) => <input {...c} className={INPUT_CLASS} {...register(`customerService.${index}.title`)} />}
              </Field>
              <Field label={t('links.csType')}>
                {(c) => (
                  <select {...c} className={INPUT_CLASS} {...register(`customerService.${index}.csType`)}>
                    {CUSTOMER_SERVICE_TYPES.map((type) => (
                      <option key={type}>{type}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('links.url')} error={errors.customerService?.[index]?.url?.message}>
                {(c) => <input {...c} className={INPUT_CLASS} {...register(`customerService.${index}.url`)} />}
              </Field>
              <Button variant="ghost" onClick={() => rows.remove(index)}>
                {t('settings.remove')}
              </Button>
            </li>
          ))}
        </ul>
      </Group>
      <Group title={t('links.social')} hint={t('links.socialHint')}>
        <div className="grid grid-cols-2 gap-4">
          {SOCIAL_NETWORKS.map((network) => (
            <Field key={network} label={network} error={errors.social?.[network]?.message}>
              {(c) => (
                <input
                  {...c}
                  className={INPUT_CLASS}
                  {...register(`social.${network}`, { setValueAs: emptyToUndefined })}
                />
              )}
            </Field>
          ))}
        </div>
      </Group>
      <Group
        title={t('links.chat')}
        actions={
          chat ? (
            <Button variant="ghost" onClick={() => setValue('chat', null, { shouldDirty: true })}>
              {t('links.removeChat')}
            </Button>
          ) : (
            <Button
              onClick={() => setValue('chat', { url: '', headerColor: '#7c3aed', title: '' }, { shouldDirty: true })}
            >
              {t('links.addChat')}
            </Button>
          )
        }
      >
        {chat ? (
          <div className="grid grid-cols-[1fr_14rem_10rem] gap-4">
            <Field label={t('links.url')} error={errors.chat?.url?.message}>
              {(c) => <input {...c} className={INPUT_CLASS} {...register('chat.url')} />}
            </Field>
            <Field label={t('links.chatTitle')} error={errors.chat?.title?.message}>
              {(c) => <input {...c} className={INPUT_CLASS} {...register('chat.title')} />}
            </Field>
            <Field label={t('links.chatColor')} error={errors.chat?.headerColor?.message}>
              {(c) => <input {...c} className={`${INPUT_CLASS} font-mono`} {...register('chat.headerColor')} />}
            </Field>
          </div>
        ) : (
          <p className="text-sm text-muted">{t('links.chatNone')}</p>
        )}
      </Group>
    </SettingsForm>
  );
}
