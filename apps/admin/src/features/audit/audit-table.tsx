import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { detailText } from './audit-query';

const column = createColumnHelper<AuditEntryView>();
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** The audit rows as a dense table: time, who, what, on what, the detail and the address. */
export function AuditTable({ rows }: { rows: AuditEntryView[] }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('audit.when'),
        cell: (info) => <time dateTime={info.getValue()}>{when.format(new Date(info.getValue()))}</time>,
      }),
      column.accessor((row) => row.operatorName ?? (row.operatorId === null ? null : `#${row.operatorId}`), {
        id: 'operator',
        header: t('audit.operator'),
        cell: (info) => info.getValue() ?? <span className="text-muted">{t('audit.system')}</span>,
      }),
      column.accessor('action', {
        header: t('audit.action'),
        cell: (info) => (
          <span className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-gold-200">{info.getValue()}</span>
        ),
      }),
      column.accessor((row) => `${row.targetType}${row.targetId ? ` #${row.targetId}` : ''}`, {
        id: 'target',
        header: t('audit.target'),
      }),
      column.accessor((row) => detailText(row.detail), {
        id: 'detail',
        header: t('audit.detail'),
        cell: (info) => (
          <span className="block max-w-[28rem] truncate text-muted" title={info.getValue()}>
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor('ip', {
        header: t('audit.ip'),
        cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
      }),
    ],
    [t],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the console is not built with the React Compiler
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });

  return (
    <table className="w-full border-collapse text-left text-[13px]">
      <thead className="sticky top-0 bg-ink-850">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th
                key={header.id}
                scope="col"
                className="border-b border-line-strong px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="border-b border-line odd:bg-ink-900/40 hover:bg-ink-800">
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className="px-3 py-1.5 align-middle whitespace-nowrap">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
