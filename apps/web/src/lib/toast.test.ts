import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '@lobby/contract/core';
import { hideToast, showToast, useToastStore } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toast: null });
});

describe('toasts', () => {
  it('go away after the default time', () => {
    showToast('login.success', { tone: 'success' });
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(useToastStore.getState().toast?.message).toBe('login.success');
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toast).toBeNull();
  });

  it('keep a loading notice until it is hidden, and a newer toast replaces it', () => {
    const loading = showToast('member.signingOut', { tone: 'loading' });
    vi.advanceTimersByTime(TOAST_MS * 10);
    expect(useToastStore.getState().toast?.id).toBe(loading);
    const done = showToast('member.signedOut');
    hideToast(loading);
    expect(useToastStore.getState().toast?.id).toBe(done);
  });
});
