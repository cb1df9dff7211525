import { TEMPLATE_KEYS } from '@lobby/contract/site';
import { useTranslation } from 'react-i18next';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import { useFlagsSection } from './general-page';
import { Group, SettingsForm } from './settings-form';

/** Template versions (member centre, deposit) and the web-clip switch: part of the flags section. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const section = useFlagsSection();
  const { register } = section.form;
  return (
    <SettingsForm section={section} title={t('settings.page.templates')}>
      <Group title={t('templates.title')} hint={t('templates.hint')}>
        <div className="grid max-w-xl grid-cols-2 gap-4">
          {TEMPLATE_KEYS.map((key) => (
            <Field key={key} label={t(`templates.${key}`)}>
              {(control) => (
                <select {...control} className={INPUT_CLASS} {...register(`templates.${key}`)}>
                  <option value="0">{t('templates.classic')}</option>
                  <option value="1">{t('templates.new')}</option>
                </select>
              )}
            </Field>
          ))}
        </div>
        <Switch
          className="mt-5"
          label={t('templates.webClip')}
          hint={t('templates.webClipHint')}
          {...register('webClip')}
        />
      </Group>
    </SettingsForm>
  );
}
