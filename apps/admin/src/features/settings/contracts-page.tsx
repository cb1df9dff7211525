import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SortingState } from '@tanstack/react-table';
import {
  ADMIN_CONTRACT_SORTS,
  type AdminAgentContract,
  type AdminAgentContractPage,
} from '@lobby/contract/admin/agent-contracts';
import { AGENT_CONTRACT_KINDS, AGENT_CONTRACT_STATUSES } from '@lobby/contract/agent-contracts';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';
import { Field, INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { Pager } from '../../shared/pager';
import { Panel, QueryState } from '../../shared/query-state';
import { OfferContractDialog } from './offer-contract-dialog';

const PAGE_SIZE = 20;

/** The list's filters as the URL keeps them (a bad value falls back to none). */
const filtersSchema = z.object({
  username: z.string().trim().min(1).max(64).optional().catch(undefined),
  kind: z.enum(AGENT_CONTRACT_KINDS).optional().catch(undefined),
  status: z.enum(AGENT_CONTRACT_STATUSES).optional().catch(undefined),
  sort: z.enum(ADMIN_CONTRACT_SORTS).catch('username'),
  order: z.enum(['asc', 'desc']).catch('asc'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
type Filters = z.output<typeof filtersSchema>;

function contractsQuery({ page, ...filters }: Filters) {
  const search = new URLSearchParams(
    Object.entries({ ...filters, pageNo: String(page), pageSize: String(PAGE_SIZE) }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  );
  return {
    queryKey: ['agent-contracts', filters, page],
    queryFn: () => api<AdminAgentContractPage>(`${ADMIN_PATHS.agentContracts}?${search}`),
    placeholderData: keepPreviousData,
  };
}

const column = createColumnHelper<AdminAgentContract>();

/** Agents' contracts, filtered, sorted and paged on the server by agent, kind and status (kept in the URL). */
export function ContractsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [filters, setFilters] = useListParams(filtersSchema);
  const [username, setUsername] = useState(filters.username ?? '');
  const [offering, setOffering] = useState(false);
  const contracts = useQuery(contractsQuery(filters));
  const sorting: SortingState = [{ id: filters.sort, desc: filters.order === 'desc' }];
  const columns = useMemo(
    () => [
      column.accessor('username', { header: t('contracts.username') }),
      column.accessor('kind', { header: t('contracts.kind'), cell: (info) => t(`contracts.kind.${info.getValue()}`) }),
      column.accessor('productType', { header: t('contracts.productType'), enableSorting: false }),
      column.accessor('status', {
        header: t('contracts.status'),
        cell: (info) => (
          <span className="rounded bg-ink-700 px-1.5 py-0.5 text-xs">{t(`contracts.status.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor(
        (row) => row.tiers.map((tier) => `${format.number(tier.threshold)} → ${tier.rate}%`).join(' · '),
        {
          id: 'tiers',
          header: t('contracts.tiers'),
          enableSorting: false,
          // Long ladders wrap rather than push the dates off the table.
          cell: (info) => <span className="whitespace-normal">{info.getValue()}</span>,
        },
      ),
      column.accessor((row) => row.decidedAt ?? row.offeredAt, {
        id: 'updated',
        header: t('contracts.updated'),
        cell: (info) => <time dateTime={info.getValue()}>{format.dateTime(info.getValue())}</time>,
      }),
    ],
    [t, format],
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-base font-semibold">{t('contracts.title')}</h2>
          <p className="text-sm text-muted">{t('contracts.hint')}</p>
        </div>
        <Button variant="primary" onClick={() => setOffering(true)}>
          {t('contracts.offer.open')}
        </Button>
      </div>
      <OfferContractDialog open={offering} onClose={() => setOffering(false)} />
      <form
        role="search"
        aria-label={t('contracts.filter')}
        className="flex items-end gap-3 rounded-lg border border-line bg-ink-900 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ username: username.trim() || undefined });
        }}
      >
        <Field label={t('contracts.username')} className="w-56">
          {(control) => (
            <input
              {...control}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('contracts.kind')} className="w-44">
          {(control) => (
            <select
              {...control}
              className={INPUT_CLASS}
              value={filters.kind ?? ''}
              onChange={(e) => setFilters({ kind: (e.target.value || undefined) as Filters['kind'] })}
            >
              <option value="">{t('contracts.any')}</option>
              {AGENT_CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`contracts.kind.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('contracts.status')} className="w-40">
          {(control) => (
            <select
              {...control}
              className={INPUT_CLASS}
              value={filters.status ?? ''}
              onChange={(e) => setFilters({ status: (e.target.value || undefined) as Filters['status'] })}
            >
              <option value="">{t('contracts.any')}</option>
              {AGENT_CONTRACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`contracts.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="primary">
          {t('contracts.filter')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setUsername('');
            setFilters({ username: undefined, kind: undefined, status: undefined });
          }}
        >
          {t('contracts.clear')}
        </Button>
      </form>
      <Panel busy={contracts.isFetching} label={t('contracts.title')}>
        <QueryState
          query={contracts}
          isEmpty={(page) => page.list.length === 0}
          empty={t('contracts.empty')}
          error={t('settings.loadError')}
        >
          {(page) => (
            <DataTable
              rows={page.list}
              columns={columns}
              getRowId={(row) => String(row.id)}
              caption={t('contracts.title')}
              sorting={sorting}
              onSortingChange={(change) => {
                const [next] = typeof change === 'function' ? change(sorting) : change;
                if (next) setFilters({ sort: next.id as Filters['sort'], order: next.desc ? 'desc' : 'asc' });
              }}
            />
          )}
        </QueryState>
      </Panel>
      {contracts.data && (
        <footer className="flex justify-end">
          <Pager
            page={filters.page}
            pageSize={PAGE_SIZE}
            totalCount={contracts.data.totalCount}
            onPage={(page) => setFilters({ page })}
          />
        </footer>
      )}
    </div>
  );
}
