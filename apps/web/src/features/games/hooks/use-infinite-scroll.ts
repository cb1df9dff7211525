import { useEffect, useRef } from 'react';
import { LOAD_MORE_THROTTLE_MS } from '@lobby/contract/core';
import { isScrollLocked } from '../../../lib/scroll-lock';
import { throttle } from '../../../lib/timing';
import { shouldLoadMore } from './load-more-rule';

interface InfiniteScrollOptions {
  hasMore: boolean;
  busy: boolean;
  onLoadMore: () => void;
}

/** Calls onLoadMore when the window scrolls down to within the threshold of the bottom (throttled). */
export function useInfiniteScroll(options: InfiniteScrollOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    // Read in the next frame, which lays the page out anyway: read here, scrollY forced a layout into
    // the task that commits the list's first cards.
    let lastY = 0;
    const frame = requestAnimationFrame(() => {
      lastY = window.scrollY;
    });
    const check = throttle((previousY: number, currentY: number) => {
      const { hasMore, busy, onLoadMore } = latest.current;
      const snapshot = {
        previousY,
        currentY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        hasMore,
        busy,
        locked: isScrollLocked(),
      };
      if (shouldLoadMore(snapshot)) onLoadMore();
    }, LOAD_MORE_THROTTLE_MS);
    const onScroll = () => {
      const currentY = window.scrollY;
      const previousY = lastY;
      lastY = currentY;
      if (currentY > previousY) check(previousY, currentY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      check.cancel();
    };
  }, []);
}
