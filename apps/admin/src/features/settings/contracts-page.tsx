import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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
import { Field, INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { ServerTable } from '../../shared/server-table';
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
  const listParams = useListParams(filtersSchema);
  const { params: filters, update: setFilters } = listParams;
  const [username, setUsername] = useState(filters.username ?? '');
  const [offering, setOffering] = useState(false);
  const contracts = useQuery(contractsQuery(filters));
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
      <ServerTable
        query={contracts}
        columns={columns}
        list={listParams}
        pageSize={PAGE_SIZE}
        label={t('contracts.title')}
        empty={t('contracts.empty')}
        error={t('settings.loadError')}
        panelClassName=""
      />
    </div>
  );
}
