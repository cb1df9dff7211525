import type { AdminLedgerEntry } from '@lobby/contract/admin/members';
import { LEDGER_KINDS, type LedgerKind } from '@lobby/contract/wallet';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFile, saveFile } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';
import { Field, INPUT_CLASS } from '../../shared/field';
import { Pager } from '../../shared/pager';
import { QueryState } from '../../shared/query-state';
import { useSession } from '../../shared/session-context';
import { errorText } from './error-text';
import { ledgerCsvPath, ledgerQuery, TAB_PAGE_SIZE } from './members-api';

const column = createColumnHelper<AdminLedgerEntry>();

interface Props {
  id: number;
  page: number;
  kind: LedgerKind | undefined;
  onPage: (page: number) => void;
  onKind: (kind: LedgerKind | undefined) => void;
}

/** The member's ledger, newest first, by kind; finance and admins download it as CSV with the same filter. */
export function MemberLedger({ id, page, kind, onPage, onKind }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const role = useSession().session?.operator.role;
  const ledger = useQuery({ ...ledgerQuery(id, kind, page), placeholderData: keepPreviousData });
  const csv = useMutation({ mutationFn: async () => saveFile(await apiFile(ledgerCsvPath(id, kind))) });
  const columns = useMemo(
    () => [
      column.accessor('createdAt', { header: t('ledger.when'), cell: (info) => format.dateTime(info.getValue()) }),
      column.accessor('kind', {
        header: t('ledger.kind'),
        cell: (info) => (
          <span className="rounded bg-ink-700 px-1.5 py-0.5 text-xs text-gold-200">
            {t(`ledger.kind.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('amount', {
        header: t('ledger.amount'),
        cell: (info) => (
          <span
            className={`font-mono tabular-nums ${info.getValue().startsWith('-') ? 'text-rose-300' : 'text-emerald-300'}`}
          >
            {format.money(info.getValue())}
          </span>
        ),
      }),
      column.accessor('balanceAfter', {
        header: t('ledger.after'),
        cell: (info) => <span className="font-mono tabular-nums">{format.money(info.getValue())}</span>,
      }),
      column.accessor('reference', {
        header: t('ledger.reference'),
        cell: (info) => <span className="font-mono text-xs text-muted">{info.getValue()}</span>,
      }),
    ],
    [t, format],
  );
  return (
    <div>
      <div className="flex items-end justify-between gap-3 border-b border-line px-4 py-3">
        <Field label={t('ledger.kind')} className="w-48">
          {(control) => (
            <select
              {...control}
              value={kind ?? ''}
              onChange={(event) => onKind((event.target.value || undefined) as LedgerKind | undefined)}
              className={INPUT_CLASS}
            >
              <option value="">{t('ledger.allKinds')}</option>
              {LEDGER_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`ledger.kind.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex items-center gap-4">
          {ledger.data && (
            <span className="text-sm text-muted">
              {t('ledger.balanceNow')}{' '}
              <strong className="font-mono text-gold-200">{format.money(ledger.data.balance)}</strong>
            </span>
          )}
          {(role === 'finance' || role === 'admin') && (
            <Button disabled={csv.isPending} onClick={() => csv.mutate()}>
              {t('ledger.csv')}
            </Button>
          )}
        </div>
      </div>
      {csv.isError && (
        <p role="alert" className="px-4 pt-2 text-sm text-rose-300">
          {errorText(csv.error, t)}
        </p>
      )}
      <QueryState query={ledger} isEmpty={(data) => data.list.length === 0} empty={t('ledger.empty')}>
        {(data) => (
          <>
            <DataTable
              rows={data.list}
              columns={columns}
              getRowId={(row) => String(row.id)}
              caption={t('member.tab.ledger')}
            />
            <footer className="flex justify-end px-4 py-2">
              <Pager page={page} pageSize={TAB_PAGE_SIZE} totalCount={data.totalCount} onPage={onPage} />
            </footer>
          </>
        )}
      </QueryState>
    </div>
  );
}
