import { useEffect, useRef } from 'react';

/**
 * Scroll the list to the promotion named by `?id=` once it is on the page (spec: the page scrolls
 * to the promotion given by query id), once per id so later renders leave the reader's scroll alone.
 */
export function useScrollToPromotion(id: number | null, ready: boolean): void {
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!ready || id === null || done.current === id) return;
    const card = document.getElementById(`promotion-${id}`);
    if (!card) return;
    done.current = id;
    card.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  }, [id, ready]);
}
