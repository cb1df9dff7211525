// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SMS_TICK_MS } from '@lobby/contract/core';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('is ready, then counts down every 500 ms until the expiration time, then is ready again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(Date.now() + 3_000));
    expect(result.current).toMatchObject({ running: true, remaining: 3 });
    act(() => vi.advanceTimersByTime(SMS_TICK_MS));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(SMS_TICK_MS));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toMatchObject({ running: false, remaining: 0 });
  });

  it('starts from 60 s when the server gave no expiration time', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
  });
});
