import { startTransition, useEffect, useState, type RefObject } from 'react';
import { watchVisibility, type VisibilityOptions } from './visibility';

/** True once the element has been visible enough (stays true). */
export function useInView(ref: RefObject<Element | null>, options: VisibilityOptions): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const { threshold, rootMargin } = options;
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    // Many elements turn visible together (a row of cards): render them in slices, not one long task.
    return watchVisibility(element, { threshold, rootMargin }, () => startTransition(() => setSeen(true)));
  }, [ref, threshold, rootMargin, seen]);
  return seen;
}
