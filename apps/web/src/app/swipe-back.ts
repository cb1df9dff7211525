import { SWIPE_BACK_THRESHOLD_PX, SWIPE_FLAG_RESET_MS } from '@lobby/contract/core';
import { create } from 'zustand';

/** How close to the left edge a touch must start to count as the system back gesture. */
export const LEFT_EDGE_PX = 24;

/**
 * A touch is a swipe-back gesture when it starts at the left edge, or when it has moved
 * more than the swipe threshold horizontally.
 */
export function isSwipeBack(startX: number, currentX: number): boolean {
  return startX <= LEFT_EDGE_PX || Math.abs(currentX - startX) > SWIPE_BACK_THRESHOLD_PX;
}

interface SwipeState {
  swiping: boolean;
}

export const useSwipeStore = create<SwipeState>(() => ({ swiping: false }));

/**
 * Watch touches on `target`: while a swipe-back gesture is under way (and for the reset delay
 * after the finger lifts) page transitions skip their fade. Returns the cleanup.
 */
export function trackSwipeBack(target: Window | HTMLElement): () => void {
  let startX: number | null = null;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const set = (swiping: boolean) => useSwipeStore.setState({ swiping });

  const onStart = (event: Event) => {
    const touch = (event as TouchEvent).touches[0];
    if (!touch) return;
    clearTimeout(resetTimer);
    startX = touch.clientX;
    if (isSwipeBack(startX, startX)) set(true);
  };
  const onMove = (event: Event) => {
    const touch = (event as TouchEvent).touches[0];
    if (startX === null || !touch) return;
    if (isSwipeBack(startX, touch.clientX)) set(true);
  };
  const onEnd = () => {
    startX = null;
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => set(false), SWIPE_FLAG_RESET_MS);
  };

  const options = { passive: true } as const;
  target.addEventListener('touchstart', onStart, options);
  target.addEventListener('touchmove', onMove, options);
  target.addEventListener('touchend', onEnd, options);
  target.addEventListener('touchcancel', onEnd, options);
  return () => {
    clearTimeout(resetTimer);
    target.removeEventListener('touchstart', onStart);
    target.removeEventListener('touchmove', onMove);
    target.removeEventListener('touchend', onEnd);
    target.removeEventListener('touchcancel', onEnd);
  };
}
