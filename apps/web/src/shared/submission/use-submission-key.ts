import { useMemo, useRef } from 'react';
import { newRequestKey } from './image-rules';

/**
 * One key per submission of an upload form: every retry of it (after a lost answer, a second tap)
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
