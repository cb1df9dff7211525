import { describe, expect, it } from 'vitest';
import { LOAD_MORE_THRESHOLD_PX } from '@lobby/contract/core';
import { shouldLoadMore, type ScrollSnapshot } from './load-more-rule';

const viewportHeight = 844;
const documentHeight = 5000;
const nearBottom = documentHeight - viewportHeight - LOAD_MORE_THRESHOLD_PX;
const base: ScrollSnapshot = {
  previousY: nearBottom - 10,
  currentY: nearBottom,
  viewportHeight,
  documentHeight,
  hasMore: true,
  locked: false,
  busy: false,
};

describe('infinite scroll rule', () => {
  it('loads when scrolling down to within the threshold of the bottom', () => {
    expect(shouldLoadMore(base)).toBe(true);
  });

  it('does not load when scrolling up, even at the bottom', () => {
    expect(shouldLoadMore({ ...base, previousY: base.currentY + 10 })).toBe(false);
    expect(shouldLoadMore({ ...base, previousY: base.currentY })).toBe(false);
  });

  it('does not load when still further than the threshold from the bottom', () => {
    expect(shouldLoadMore({ ...base, previousY: nearBottom - 20, currentY: nearBottom - 1 })).toBe(false);
  });

  it('does not load without more pages, while scroll-locked, or while a page is loading', () => {
    expect(shouldLoadMore({ ...base, hasMore: false })).toBe(false);
    expect(shouldLoadMore({ ...base, locked: true })).toBe(false);
    expect(shouldLoadMore({ ...base, busy: true })).toBe(false);
  });
});
