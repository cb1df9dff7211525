import { adminRanksRequestSchema } from '@lobby/contract/admin/ranks';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { INPUT_CLASS } from '../../shared/field';
import { CELL_CLASS, EditableRows } from './editable-rows';
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
        <EditableRows
          caption={t('ranks.title')}
          empty={t('ranks.empty')}
          rows={rows.fields}
          fixed
          headers={[
            ...COLUMNS.map((column) => ({ label: t(column.label), className: column.width })),
            { label: t('ranks.benefits'), className: 'w-28' },
          ]}
          cells={(row, index) => {
            const errors = formState.errors.ranks?.[index] as Errors | undefined;
            return (
              <>
                {COLUMNS.map((column) => {
                  const error = cellError(errors, column.key);
                  return (
                    <td key={column.key} className={CELL_CLASS}>
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
                <td className={CELL_CLASS}>
                  <Button
                    size="sm"
                    aria-label={t('ranks.benefitsEdit', { name: row.names.en || index + 1 })}
                    className={errors?.benefits ? 'border-rose-500' : ''}
                    onClick={() => setEditing(index)}
                  >
                    {t('ranks.benefits')} · {benefitsOf(index).length}
                  </Button>
                </td>
              </>
            );
          }}
          rowName={(row, index) => row.names.en || String(index + 1)}
          onRemove={rows.remove}
        />
      </Group>
      <RankBenefitsDialog form={section.form} index={editing} onClose={() => setEditing(null)} />
    </SettingsForm>
  );
}
