import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's filters, sort and page kept in the URL, read through a zod schema (with its defaults, so a
 * hand-edited URL falls back instead of breaking). Changing a filter goes back to page 1.
 */
export function useListParams<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
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
  return [params, update] as const;
}
