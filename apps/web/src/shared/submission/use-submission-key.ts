import { useMemo, useRef } from 'react';

/** A new key for one submission: random, URL-safe (crypto.randomUUID needs a secure context). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per submission of a form (an upload, a deposit): every retry of it (after a lost answer, a second tap)
 * sends the same key, so the server makes one record; any change to the form starts a new submission.
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      take: (): string => (key.current ??= newRequestKey()),
      reset: (): void => {
        key.current = null;
      },
    }),
    [],
  );
}
