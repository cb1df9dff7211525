import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, LOAD_MORE_THROTTLE_MS } from '@lobby/contract/core';
import { debounce, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('runs once, with the last arguments, after the wait has passed without calls', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, SEARCH_DEBOUNCE_MS);
    debounced('s');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    debounced('sw');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    debounced('swe');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('swe');
  });

  it('does nothing after cancel', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, SEARCH_DEBOUNCE_MS);
    debounced('x');
    debounced.cancel();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  it('runs the first call at once and folds calls inside the interval into one trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, LOAD_MORE_THROTTLE_MS);
    throttled(1);
    expect(fn).toHaveBeenCalledTimes(1);
    throttled(2);
    throttled(3);
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('never runs more than once per interval under a steady stream of calls', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, LOAD_MORE_THROTTLE_MS);
    for (let elapsed = 0; elapsed < LOAD_MORE_THROTTLE_MS * 5; elapsed += 16) {
      throttled(elapsed);
      vi.advanceTimersByTime(16);
    }
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('runs at once again after a quiet interval', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, LOAD_MORE_THROTTLE_MS);
    throttled('a');
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS * 2);
    throttled('b');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('b');
  });

  it('drops the trailing call on cancel', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, LOAD_MORE_THROTTLE_MS);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
