// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_BACK_THRESHOLD_PX, SWIPE_FLAG_RESET_MS } from '@lobby/contract/core';
import { LEFT_EDGE_PX, isSwipeBack, trackSwipeBack, useSwipeStore } from './swipe-back';

function touch(target: EventTarget, type: string, x?: number) {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: x === undefined ? [] : [{ clientX: x, clientY: 300 }] });
  target.dispatchEvent(event);
}

describe('swipe-back rule', () => {
  it('counts a touch starting at the left edge', () => {
    expect(isSwipeBack(LEFT_EDGE_PX, LEFT_EDGE_PX)).toBe(true);
    expect(isSwipeBack(LEFT_EDGE_PX + 1, LEFT_EDGE_PX + 1)).toBe(false);
  });

  it('counts a movement over the threshold, either way', () => {
    expect(isSwipeBack(150, 150 + SWIPE_BACK_THRESHOLD_PX)).toBe(false);
    expect(isSwipeBack(150, 150 + SWIPE_BACK_THRESHOLD_PX + 1)).toBe(true);
    expect(isSwipeBack(300, 300 - SWIPE_BACK_THRESHOLD_PX - 1)).toBe(true);
  });
});

describe('swipe tracking', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    useSwipeStore.setState({ swiping: false });
    stop = trackSwipeBack(window);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('flags a long swipe and resets the flag 500 ms after the finger lifts', () => {
    touch(window, 'touchstart', 120);
    touch(window, 'touchmove', 180);
    expect(useSwipeStore.getState().swiping).toBe(false);
    touch(window, 'touchmove', 120 + SWIPE_BACK_THRESHOLD_PX + 5);
    expect(useSwipeStore.getState().swiping).toBe(true);
    touch(window, 'touchend');
    vi.advanceTimersByTime(SWIPE_FLAG_RESET_MS - 1);
    expect(useSwipeStore.getState().swiping).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useSwipeStore.getState().swiping).toBe(false);
  });

  it('flags a touch from the left edge at once', () => {
    touch(window, 'touchstart', 5);
    expect(useSwipeStore.getState().swiping).toBe(true);
  });

  it('leaves a short tap unflagged', () => {
    touch(window, 'touchstart', 200);
    touch(window, 'touchmove', 210);
    touch(window, 'touchend');
    expect(useSwipeStore.getState().swiping).toBe(false);
  });
});
