import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, yieldToMain } from './scheduling';

afterEach(() => {
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledOnce();
  });

  it('otherwise continues in a new task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let continued = false;
    void yieldToMain().then(() => {
      continued = true;
    });
    await Promise.resolve();
    expect(continued).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(continued).toBe(true);
  });
});

describe('whenIdle', () => {
  it('runs when the browser is idle, at the latest after the timeout, and can be cancelled', () => {
    const requestIdleCallback = vi.fn((_run: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    const win = { requestIdleCallback, cancelIdleCallback } as unknown as Window;
    const task = vi.fn();
    const cancel = whenIdle(task, 2500, win);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 2500 });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer without idle callbacks', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const timers = { setTimeout, clearTimeout } as unknown as Window;
    whenIdle(task, 3000, timers);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(task).toHaveBeenCalledOnce();
  });
});
