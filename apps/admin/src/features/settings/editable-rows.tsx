import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';

/** A cell's padding, for the cells a page renders. */
export const CELL_CLASS = 'px-1.5 py-1.5';

interface Props<R extends { id: string }> {
  caption: string;
  /** Shown instead of the table when there is no row. */
  empty: string;
  /** react-hook-form's `useFieldArray` fields. */
  rows: R[];
  /** The column headings before the remove button's, each with its width class if any. */
  headers: { label: string; className?: string }[];
  /** One row's cells (`<td>`s), the remove button's left out. */
  cells: (row: R, index: number) => ReactNode;
  /** Names the row in its remove button's label. */
  rowName: (row: R, index: number) => string;
  onRemove: (index: number) => void;
  /** Fixed layout: the headers' widths hold however long the inputs' values are. */
  fixed?: boolean;
}

/** A settings table of rows edited in place, each with a Remove button at its end. */
export function EditableRows<R extends { id: string }>({
  caption,
  empty,
  rows,
  headers,
  cells,
  rowName,
  onRemove,
  fixed,
}: Props<R>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <table className={`w-full text-left text-[13px] ${fixed ? 'table-fixed' : ''}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line-strong text-xs tracking-wide text-muted uppercase">
          {headers.map((header) => (
            <th key={header.label} scope="col" className={`px-1.5 py-2 font-semibold ${header.className ?? ''}`}>
              {header.label}
            </th>
          ))}
          <th scope="col" className="w-16">
            <span className="sr-only">{t('settings.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id} className="border-b border-line align-top">
            {cells(row, index)}
            <td className={`${CELL_CLASS} text-right`}>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('settings.remove')} ${rowName(row, index)}`}
                onClick={() => onRemove(index)}
              >
                {t('settings.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
