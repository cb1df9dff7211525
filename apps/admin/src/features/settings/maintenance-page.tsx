import { siteMaintenanceSchema } from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Switch } from '../../shared/switch';
import { AddWindowDialog } from './add-window-dialog';
import { CELL_CLASS, EditableRows } from './editable-rows';
import { Group, SettingsForm } from './settings-form';
import { windowState } from './settings-values';
import { useSettingsSection } from './use-settings-section';

const STATE_TONE = {
  live: 'bg-rose-500/15 text-rose-200',
  upcoming: 'bg-gold-400/15 text-gold-200',
  past: 'bg-ink-700 text-muted',
};

/** Maintenance: on by hand, the message per language, and the scheduled windows. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSettingsSection(ADMIN_PATHS.siteMaintenance, siteMaintenanceSchema);
  const { register, control, formState } = section.form;
  const windows = useFieldArray({ control, name: 'windows' });
  const [adding, setAdding] = useState(false);
  // The windows' state as of the last read (pure render; a re-read refreshes it).
  const now = section.query.dataUpdatedAt;
  return (
    <>
      <SettingsForm section={section} title={t('settings.page.maintenance')}>
        <Group title={t('maintenance.now')}>
          <Switch label={t('maintenance.active')} hint={t('maintenance.activeHint')} {...register('active')} />
          <div className="mt-5 grid grid-cols-2 gap-4">
            {LANGUAGES.map((language) => (
              <Field
                key={language}
                label={t('maintenance.message', { language: language.toUpperCase() })}
                error={formState.errors.message?.[language]?.message}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    className={`${INPUT_CLASS} h-auto py-1.5`}
                    {...register(`message.${language}`)}
                  />
                )}
              </Field>
            ))}
          </div>
        </Group>
        <Group
          title={t('maintenance.windows')}
          hint={t('maintenance.windowsHint')}
          actions={<Button onClick={() => setAdding(true)}>{t('maintenance.addWindow')}</Button>}
        >
          <EditableRows
            caption={t('maintenance.windows')}
            empty={t('maintenance.noWindows')}
            rows={windows.fields}
            headers={[
              { label: t('maintenance.starts') },
              { label: t('maintenance.ends') },
              { label: t('maintenance.state') },
            ]}
            cells={(window) => {
              const state = windowState(window, now);
              return (
                <>
                  <td className={CELL_CLASS}>{format.dateTime(window.startsAt)}</td>
                  <td className={CELL_CLASS}>{format.dateTime(window.endsAt)}</td>
                  <td className={CELL_CLASS}>
                    <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATE_TONE[state]}`}>
                      {t(`maintenance.${state}`)}
                    </span>
                  </td>
                </>
              );
            }}
            rowName={(window) => format.dateTime(window.startsAt)}
            onRemove={windows.remove}
          />
        </Group>
      </SettingsForm>
      {/* Outside the settings form: the dialog is a form of its own. */}
      <AddWindowDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(window) => {
          windows.append(window);
          setAdding(false);
        }}
      />
    </>
  );
}
