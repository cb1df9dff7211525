import { siteRegionSchema } from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useTranslation } from 'react-i18next';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Group, SettingsForm } from './settings-form';
import { toList } from './settings-values';
import { useSettingsSection } from './use-settings-section';

/** Region blocks: countries whose visitors get the region page, and addresses let through anyway. */
export function RegionPage() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.siteRegion, siteRegionSchema);
  const { register, formState } = section.form;
  const errorOf = (key: 'blockedCountries' | 'allowedIps') => {
    const error = formState.errors[key];
    return error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
  };
  return (
    <SettingsForm section={section} title={t('settings.page.region')}>
      <Group title={t('settings.page.region')}>
        <div className="grid grid-cols-2 gap-6">
          <Field label={t('region.blocked')} hint={t('region.blockedHint')} error={errorOf('blockedCountries')}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                className={`${INPUT_CLASS} h-auto py-1.5 font-mono uppercase`}
                {...register('blockedCountries', { setValueAs: toList })}
              />
            )}
          </Field>
          <Field label={t('region.allowed')} hint={t('region.allowedHint')} error={errorOf('allowedIps')}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                className={`${INPUT_CLASS} h-auto py-1.5 font-mono`}
                {...register('allowedIps', { setValueAs: toList })}
              />
            )}
          </Field>
        </div>
      </Group>
    </SettingsForm>
  );
}
