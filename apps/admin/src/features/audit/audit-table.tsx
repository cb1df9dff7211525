import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';
import { detailText } from './audit-query';

const column = createColumnHelper<AuditEntryView>();

/** The audit rows as a dense table: time, who, what, on what, the detail and the address; each opens in full. */
export function AuditTable({ rows, onOpen }: { rows: AuditEntryView[]; onOpen: (entry: AuditEntryView) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('audit.when'),
        cell: (info) => <time dateTime={info.getValue()}>{format.dateTime(info.getValue())}</time>,
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
      column.display({
        id: 'open',
        header: () => <span className="sr-only">{t('audit.changes')}</span>,
        cell: (info) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${t('audit.view')} #${info.row.original.id}`}
            onClick={() => onOpen(info.row.original)}
          >
            {t('audit.view')}
          </Button>
        ),
      }),
    ],
    [t, format, onOpen],
  );
  return <DataTable rows={rows} columns={columns} getRowId={(row) => String(row.id)} caption={t('audit.title')} />;
}
