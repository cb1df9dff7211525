// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ID } from './app-assets';

/** The module keeps whether the first page has painted: each test starts from a fresh copy. */
async function freshModule() {
  vi.resetModules();
  return import('./app-painted');
}

function serverFirstPaint(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.id = FIRST_PAINT_ID;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.appendChild(element);
  return element;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/m/notice');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the server’s first paint', () => {
  it('goes as soon as the app has rendered when it does not wait for its page', async () => {
    const { markAppPainted } = await freshModule();
    const element = serverFirstPaint();
    markAppPainted();
    expect(element.isConnected).toBe(false);
  });

  it('stays for its own page until that page hands over', async () => {
    const { markAppPainted, handOverFirstPaint } = await freshModule();
    const element = serverFirstPaint({ 'data-page': '/m/notice', 'data-until': 'content' });
    markAppPainted();
    expect(element.isConnected).toBe(true);
    handOverFirstPaint();
    expect(element.isConnected).toBe(false);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('goes at once when the app is on another page than the one it painted', async () => {
    window.history.replaceState(null, '', '/m/home');
    const { markAppPainted } = await freshModule();
    const element = serverFirstPaint({ 'data-page': '/m/notice', 'data-until': 'content' });
    markAppPainted();
    expect(element.isConnected).toBe(false);
  });

  it('does not wait for its page forever', async () => {
    const { markAppPainted } = await freshModule();
    const element = serverFirstPaint({ 'data-page': '/m/notice', 'data-until': 'content' });
    markAppPainted();
    await vi.advanceTimersByTimeAsync(4999);
    expect(element.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(element.isConnected).toBe(false);
  });
});

describe('a settled page', () => {
  it('comes after the first paint, when the browser is next idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { markAppPainted, useSettledAfterPaint } = await freshModule();
    const { result } = renderHook(() => useSettledAfterPaint());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(0);
    markAppPainted();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(result.current).toBe(true);
  });

  it('comes a second after the first paint at the latest where the browser has no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { markAppPainted, useSettledAfterPaint } = await freshModule();
    const { result } = renderHook(() => useSettledAfterPaint());
    markAppPainted();
    await act(() => vi.advanceTimersByTimeAsync(50));
    await act(() => vi.advanceTimersByTimeAsync(940));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(result.current).toBe(true);
  });
});
