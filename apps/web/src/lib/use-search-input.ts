import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@lobby/contract/core';
import { debounce, type Cancelable } from './timing';

/**
 * A search box's text: every change is committed after the debounce; Enter (submit) commits at once.
 * The committed value is trimmed; `value` is what the box shows. When `committed` changes from
 * elsewhere (another control, the URL) the box follows it.
 */
export function useSearchInput(committed: string, onCommit: (term: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [value, setValueState] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (value.trim() !== committed) setValueState(committed);
  }

  const commitRef = useRef(onCommit);
  const debouncedRef = useRef<Cancelable<[string]> | null>(null);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);
  useEffect(() => {
    const debounced = debounce((term: string) => commitRef.current(term), delayMs);
    debouncedRef.current = debounced;
    return () => debounced.cancel();
  }, [delayMs]);

  const setValue = useCallback((next: string) => {
    setValueState(next);
    debouncedRef.current?.(next.trim());
  }, []);
  const submit = useCallback(() => {
    debouncedRef.current?.cancel();
    commitRef.current(value.trim());
  }, [value]);
  const clear = useCallback(() => {
    debouncedRef.current?.cancel();
    setValueState('');
    commitRef.current('');
  }, []);

  return { value, setValue, submit, clear };
}
