import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from './data-table';
import type { ListState } from './list-params';
import { Pager } from './pager';
import { Panel, QueryState } from './query-state';

interface Props<T> {
  /** One page of rows and how many there are in all. */
  query: UseQueryResult<{ list: T[]; totalCount: number }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column helper yields columns of differing value types
  columns: ColumnDef<T, any>[];
  /** The page and sort from `useListParams`. */
  list: ListState;
  pageSize: number;
  /** Names the table and its scrolling panel. */
  label: string;
  empty?: string;
  error?: string;
  /** The panel's size: `flex-1` fills the page; `max-h-full` is as tall as its rows. */
  panelClassName?: string;
  /** Beside the pager (an export of the whole filter, say). */
  actions?: ReactNode;
  /** A row's key; its `id` when left out. */
  rowId?: (row: T) => string;
}

const byId = (row: unknown) => String((row as { id: number | string }).id);

/** A list the server filters, sorts and pages: its table in a panel (loading, error, empty), the pager below. */
export function ServerTable<T>({
  query,
  columns,
  list,
  pageSize,
  label,
  empty,
  error,
  panelClassName = 'flex-1',
  actions,
  rowId = byId,
}: Props<T>) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <Panel busy={query.isFetching} className={panelClassName} label={label}>
        <QueryState query={query} isEmpty={(data) => data.list.length === 0} empty={empty} error={error}>
          {(data) => (
            <DataTable
              caption={label}
              rows={data.list}
              columns={columns}
              getRowId={rowId}
              sorting={list.sorting}
              onSortingChange={list.setSorting}
            />
          )}
        </QueryState>
      </Panel>
      {query.data && (
        <div className="flex items-center justify-end gap-4">
          {actions}
          <Pager
            page={list.params.page}
            pageSize={pageSize}
            totalCount={query.data.totalCount}
            onPage={(page) => list.update({ page })}
          />
        </div>
      )}
    </div>
  );
}
