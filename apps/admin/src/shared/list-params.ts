import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's filters, sort and page kept in the URL, read through a zod schema (with its defaults, so a
 * hand-edited URL falls back instead of breaking). Changing a filter goes back to page 1.
 *
 * A list sorted on the server keeps `sort` (the column) and a direction (`order`, or the name given as
 * `orderKey`) in the URL; `sorting` and `setSorting` speak TanStack Table's sort for `DataTable`.
 */
export function useListParams<S extends z.ZodType<Record<string, unknown>>>(schema: S, orderKey = 'order') {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => {
    const parsed = schema.safeParse(Object.fromEntries(search));
    return (parsed.success ? parsed.data : schema.parse({})) as z.output<S>;
  }, [schema, search]);
  const update = useCallback(
    (change: Partial<z.output<S>>) => {
      const next: Record<string, unknown> = { ...params, ...change };
      if (!('page' in change)) delete next.page;
      const entries = Object.entries(next).filter(([, value]) => value !== undefined && value !== '' && value !== null);
      setSearch(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])));
    },
    [params, setSearch],
  );
  const { sort, [orderKey]: order } = params;
  const sorting = useMemo<SortingState | undefined>(
    () =>
      typeof sort === 'string' && (order === 'asc' || order === 'desc')
        ? [{ id: sort, desc: order === 'desc' }]
        : undefined,
    [sort, order],
  );
  const setSorting = useMemo<OnChangeFn<SortingState> | undefined>(
    () =>
      sorting &&
      ((change) => {
        const [next] = typeof change === 'function' ? change(sorting) : change;
        const inUrl: Record<string, string> = next ? { sort: next.id, [orderKey]: next.desc ? 'desc' : 'asc' } : {};
        if (next) update(inUrl as Partial<z.output<S>>);
      }),
    [sorting, update, orderKey],
  );
  return { params, update, sorting, setSorting };
}

/** What a paged, server-sorted table needs of `useListParams`. */
export interface ListState {
  params: { page: number };
  update: (change: { page: number }) => void;
  sorting?: SortingState;
  setSorting?: OnChangeFn<SortingState>;
}
