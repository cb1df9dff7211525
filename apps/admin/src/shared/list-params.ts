import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's filters, sort and page kept in the URL, read through a zod schema (with its defaults, so a
 * hand-edited URL falls back instead of breaking). Changing a filter goes back to page 1.
 *
 * A list sorted on the server keeps `sort` (the column) and a direction (`order`, or the name given as
 * `orderKey`) in the URL; `sorting` and `setSorting` speak TanStack Table's sort for `DataTable`.
 *
 * Changes made before the page re-renders (a search cleared, then a filter picked at once) build on one
 * another, not on the URL last rendered, or the second would bring back what the first took out.
 */
export function useListParams<S extends z.ZodType<Record<string, unknown>>>(schema: S, orderKey = 'order') {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => {
    const parsed = schema.safeParse(Object.fromEntries(search));
    return (parsed.success ? parsed.data : schema.parse({})) as z.output<S>;
  }, [schema, search]);
  const pending = useRef<Pending | null>(null);
  const shown = search.toString();
  useLayoutEffect(() => {
    // The last URL asked for is shown, or one never asked for (back, forward): nothing is pending any more.
    const asked = pending.current?.asked;
    if (asked && (shown === asked.at(-1) || !asked.includes(shown))) pending.current = null;
  }, [shown]);
  const update = useCallback(
    (change: Partial<z.output<S>>) => {
      const next: Record<string, unknown> = { ...(pending.current?.params ?? params), ...change };
      if (!('page' in change)) delete next.page;
      const entries = Object.entries(next).filter(([, value]) => value !== undefined && value !== '' && value !== null);
      const url = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
      pending.current = { params: next, asked: [...(pending.current?.asked ?? []), url.toString()] };
      setSearch(url);
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

/** Changes asked for and not yet all shown: their merged params, and each URL asked for, in order. */
interface Pending {
  params: Record<string, unknown>;
  asked: string[];
}

/** What a paged, server-sorted table needs of `useListParams`. */
export interface ListState {
  params: { page: number };
  update: (change: { page: number }) => void;
  sorting?: SortingState;
  setSorting?: OnChangeFn<SortingState>;
}
