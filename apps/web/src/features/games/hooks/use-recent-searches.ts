import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/session';
import {
  readRecentSearches,
  recentSearchesKey,
  withRecentSearch,
  withoutRecentSearch,
  writeRecentSearches,
} from '../recent-searches';

const fold = (term: string) => term.trim().toLocaleLowerCase();

/** The recent searches of whoever uses the device now (the member signed in, or visitors). */
export function useRecentSearches() {
  const key = recentSearchesKey(useSession()?.userName);
  const [state, setState] = useState(() => ({ key, list: readRecentSearches(key) }));
  if (state.key !== key) setState({ key, list: readRecentSearches(key) });

  const save = useCallback(
    (change: (list: string[]) => string[]) => {
      const next = change(readRecentSearches(key));
      writeRecentSearches(key, next);
      setState({ key, list: next });
    },
    [key],
  );
  /** Keep `term`; a term typed on from `previous` (or back from it) replaces it rather than piling up. */
  const record = useCallback(
    (term: string, previous = '') =>
      save((list) => {
        const refines = previous && (fold(term).startsWith(fold(previous)) || fold(previous).startsWith(fold(term)));
        return withRecentSearch(refines ? withoutRecentSearch(list, previous) : list, term);
      }),
    [save],
  );
  const remove = useCallback((term: string) => save((list) => withoutRecentSearch(list, term)), [save]);
  const clear = useCallback(() => save(() => []), [save]);
  return { list: state.key === key ? state.list : readRecentSearches(key), record, remove, clear };
}
