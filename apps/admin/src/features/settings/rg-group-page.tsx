import { adminRgGroupRequestSchema, type AdminRgGroup } from '@lobby/contract/admin/responsible-gaming';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Group, SettingsForm } from './settings-form';
import { useSettingsSection } from './use-settings-section';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A fresh group key: 20 random characters (about 99 bits) in dashed groups of four, easy to copy. */
export function newGroupKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `rg-${chars.match(/.{4}/g)?.join('-')}`;
}

const emptyToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** The merchant group sharing self-exclusions: its key, and the other merchants that hold it. */
export function RgGroupPage() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.rgGroup, adminRgGroupRequestSchema);
  const { register, control, formState, setValue } = section.form;
  const group = useWatch({ control, name: 'group' });
  const saved = section.query.data as AdminRgGroup | undefined;
  const change = (value: string | null) => setValue('group', value, { shouldDirty: true, shouldValidate: true });
  return (
    <SettingsForm section={section} title={t('settings.page.responsible-gaming')}>
      <Group title={t('rgGroup.title')} hint={t('rgGroup.hint')}>
        <div className="flex max-w-3xl items-start gap-3">
          <Field
            className="flex-1"
            label={t('rgGroup.key')}
            hint={t('rgGroup.keyHint')}
            error={formState.errors.group?.message}
          >
            {(c) => (
              <input
                {...c}
                autoComplete="off"
                spellCheck={false}
                className={`${INPUT_CLASS} font-mono`}
                {...register('group', { setValueAs: emptyToNull })}
              />
            )}
          </Field>
          <div className="flex gap-2 pt-5">
            <Button onClick={() => change(newGroupKey())}>{t('rgGroup.new')}</Button>
            <Button variant="ghost" disabled={!group} onClick={() => change(null)}>
              {t('rgGroup.leave')}
            </Button>
          </div>
        </div>
      </Group>
      {saved && <Sharing saved={saved} />}
    </SettingsForm>
  );
}

/** Who shares the saved key (the form's unsaved key shares nothing yet). */
function Sharing({ saved }: { saved: AdminRgGroup }) {
  const { t } = useTranslation();
  return (
    <Group title={t('rgGroup.members')}>
      {!saved.group ? (
        <p className="text-sm text-muted">{t('rgGroup.none')}</p>
      ) : saved.merchants.length === 0 ? (
        <p className="text-sm text-muted">{t('rgGroup.alone')}</p>
      ) : (
        <table className="w-full max-w-xl text-left text-[13px]">
          <caption className="sr-only">{t('rgGroup.members')}</caption>
          <thead>
            <tr className="border-b border-line-strong text-xs tracking-wide text-muted uppercase">
              <th scope="col" className="w-40 py-2 pr-3 font-semibold">
                {t('rgGroup.merchantCode')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('rgGroup.merchantName')}
              </th>
            </tr>
          </thead>
          <tbody>
            {saved.merchants.map((merchant) => (
              <tr key={merchant.code} className="border-b border-line">
                <td className="py-2 pr-3 font-mono">{merchant.code}</td>
                <td className="py-2">{merchant.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Group>
  );
}
