// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { LOAD_MORE_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS } from '@lobby/contract/core';
import { lockScroll } from '../../../lib/scroll-lock';
import { useInfiniteScroll } from './use-infinite-scroll';

const PAGE_HEIGHT = 5000;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: PAGE_HEIGHT, configurable: true });
  scrollTo(0);
});
afterEach(() => {
  vi.useRealTimers();
});

const nearBottom = PAGE_HEIGHT - 844 - LOAD_MORE_THRESHOLD_PX + 1;

describe('useInfiniteScroll', () => {
  it('loads more when scrolling down near the bottom, at most once per second', () => {
    const onLoadMore = vi.fn();
    renderHook(() => useInfiniteScroll({ hasMore: true, busy: false, onLoadMore }));
    scrollTo(1000);
    expect(onLoadMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    scrollTo(nearBottom);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollTo(nearBottom + 50);
    scrollTo(nearBottom + 100);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('ignores upward scrolling near the bottom', () => {
    const onLoadMore = vi.fn();
    renderHook(() => useInfiniteScroll({ hasMore: true, busy: false, onLoadMore }));
    scrollTo(PAGE_HEIGHT);
    onLoadMore.mockClear();
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS * 2);
    scrollTo(PAGE_HEIGHT - 900);
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS * 2);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not load when there is nothing more or a popup locks the page', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderHook(({ hasMore }) => useInfiniteScroll({ hasMore, busy: false, onLoadMore }), {
      initialProps: { hasMore: false },
    });
    scrollTo(nearBottom);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender({ hasMore: true });
    const unlock = lockScroll();
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    scrollTo(nearBottom + 10);
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    expect(onLoadMore).not.toHaveBeenCalled();
    unlock();
    scrollTo(nearBottom + 20);
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
