import { adminRanksRequestSchema } from '@lobby/contract/admin/ranks';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { INPUT_CLASS } from '../../shared/field';
import { RankBenefitsDialog } from './rank-benefits-dialog';
import { Group, SettingsForm } from './settings-form';
import { useSettingsSection } from './use-settings-section';

const COLUMNS = [
  { key: 'labelId', label: 'ranks.labelId', number: true, width: 'w-14' },
  { key: 'names.en', label: 'ranks.nameEn', number: false, width: '' },
  { key: 'names.id', label: 'ranks.nameId', number: false, width: '' },
  { key: 'turnoverMinor', label: 'ranks.turnover', number: true, width: 'w-28' },
  { key: 'deposits', label: 'ranks.deposits', number: true, width: 'w-20' },
  { key: 'accountDays', label: 'ranks.accountDays', number: true, width: 'w-20' },
] as const;

type Errors = Record<string, { message?: string } | Record<string, { message?: string }> | undefined>;
/** The message of a cell's error (`names.en` is nested one level). */
function cellError(errors: Errors | undefined, key: string): string | undefined {
  const [head = '', tail] = key.split('.');
  const error = errors?.[head] as (Record<string, { message?: string }> & { message?: string }) | undefined;
  return tail ? error?.[tail]?.message : error?.message;
}

/** The VIP ladder: ranks lowest first with their thresholds, each rank's benefits in a dialog. */
export function RanksPage() {
  const { t } = useTranslation();
  const section = useSettingsSection(ADMIN_PATHS.playerRanks, adminRanksRequestSchema);
  const { register, control, formState } = section.form;
  const rows = useFieldArray({ control, name: 'ranks' });
  const [editing, setEditing] = useState<number | null>(null);
  const benefitsOf = (index: number) => section.form.watch(`ranks.${index}.benefits`) ?? [];
  const add = () => {
    const last = rows.fields.at(-1);
    rows.append({
      labelId: (last?.labelId ?? 0) + 1,
      names: { en: '', id: '' },
      turnoverMinor: last?.turnoverMinor ?? 0,
      deposits: last?.deposits ?? 0,
      accountDays: last?.accountDays ?? 0,
      benefits: [],
    });
  };
  return (
    <SettingsForm section={section} title={t('settings.page.ranks')}>
      <Group
        title={t('ranks.title')}
        hint={t('ranks.hint')}
        actions={<Button onClick={add}>{t('ranks.addRank')}</Button>}
      >
        {rows.fields.length === 0 ? (
          <p className="text-sm text-muted">{t('ranks.empty')}</p>
        ) : (
          <table className="w-full table-fixed text-left text-[13px]">
            <caption className="sr-only">{t('ranks.title')}</caption>
            <thead>
              <tr className="border-b border-line-strong text-xs tracking-wide text-muted uppercase">
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className={`px-1.5 py-2 font-semibold ${column.width}`}>
                    {t(column.label)}
                  </th>
                ))}
                <th scope="col" className="w-28 px-1.5 py-2 font-semibold">
                  {t('ranks.benefits')}
                </th>
                <th scope="col" className="w-16">
                  <span className="sr-only">{t('settings.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.fields.map((row, index) => {
                const errors = formState.errors.ranks?.[index] as Errors | undefined;
                return (
                  <tr key={row.id} className="border-b border-line align-top">
                    {COLUMNS.map((column) => {
                      const error = cellError(errors, column.key);
                      return (
                        <td key={column.key} className="px-1.5 py-1.5">
                          <input
                            aria-label={`${t(column.label)} ${index + 1}`}
                            aria-invalid={error ? true : undefined}
                            title={error}
                            type={column.number ? 'number' : 'text'}
                            className={`${INPUT_CLASS} ${column.number ? 'text-right tabular-nums' : ''}`}
                            {...register(`ranks.${index}.${column.key}`, column.number ? { valueAsNumber: true } : {})}
                          />
                          {error && <p className="mt-1 text-xs text-rose-300">{error}</p>}
                        </td>
                      );
                    })}
                    <td className="px-1.5 py-1.5">
                      <Button
                        size="sm"
                        aria-label={t('ranks.benefitsEdit', { name: row.names.en || index + 1 })}
                        className={errors?.benefits ? 'border-rose-500' : ''}
                        onClick={() => setEditing(index)}
                      >
                        {t('ranks.benefits')} · {benefitsOf(index).length}
                      </Button>
                    </td>
                    <td className="px-1.5 py-1.5 text-right">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`${t('settings.remove')} ${row.names.en || index + 1}`}
                        onClick={() => rows.remove(index)}
                      >
                        {t('settings.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Group>
      <RankBenefitsDialog form={section.form} index={editing} onClose={() => setEditing(null)} />
    </SettingsForm>
  );
}
