import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSlow } from './slow-notice';
import { useToastStore } from './toast';

vi.mock('./i18n', () => ({ loadErrorMessages: () => Promise.resolve() }));

describe('the slow connection notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toast: null });
  });
  afterEach(() => vi.useRealTimers());

  it('shows once a call passes the limit, leaves when it answers, and never for a quick call', async () => {
    let answer: (value: string) => void = () => undefined;
    const slow = watchSlow(new Promise<string>((resolve) => (answer = resolve)), 100);
    await watchSlow(Promise.resolve('quick'), 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(useToastStore.getState().toast).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(useToastStore.getState().toast).toMatchObject({ message: 'errors.slow', tone: 'info' });
    answer('late');
    await expect(slow).resolves.toBe('late');
    expect(useToastStore.getState().toast).toBeNull();
  });

  it('leaves a loading notice in place', async () => {
    useToastStore.setState({ toast: { id: 99, tone: 'loading', message: 'feedback.sending' } });
    let answer: () => void = () => undefined;
    const slow = watchSlow(new Promise<void>((resolve) => (answer = resolve)), 50);
    await vi.advanceTimersByTimeAsync(60);
    expect(useToastStore.getState().toast?.id).toBe(99);
    answer();
    await slow;
  });
});
