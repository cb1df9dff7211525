import { LOAD_MORE_THRESHOLD_PX } from '@lobby/contract/core';

export interface ScrollSnapshot {
  previousY: number;
  currentY: number;
  viewportHeight: number;
  documentHeight: number;
  hasMore: boolean;
  /** A popup holds the page scroll. */
  locked: boolean;
  /** A page is already on its way. */
  busy: boolean;
}

/** Load the next page only when scrolling down, near the bottom, with more pages and nothing in the way. */
export function shouldLoadMore(s: ScrollSnapshot): boolean {
  const downward = s.currentY > s.previousY;
  const distanceToBottom = s.documentHeight - (s.currentY + s.viewportHeight);
  return downward && distanceToBottom <= LOAD_MORE_THRESHOLD_PX && s.hasMore && !s.locked && !s.busy;
}
