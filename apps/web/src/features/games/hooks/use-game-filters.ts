import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type GameFilters } from '../filters';

/** Game list filters from the URL; changes replace the current entry (page resets with the query key). */
export function useGameFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const update = useCallback(
    (patch: Partial<GameFilters>) => setParams((prev) => writeFilters(prev, patch), { replace: true }),
    [setParams],
  );
  return { filters, update };
}
