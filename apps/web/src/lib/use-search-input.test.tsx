// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@lobby/contract/core';
import { useSearchInput } from './use-search-input';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSearchInput', () => {
  it('commits the trimmed text 500 ms after the last change', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useSearchInput('', onCommit));
    act(() => result.current.setValue('gat'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    act(() => result.current.setValue('gates '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    expect(result.current.value).toBe('gates ');
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('gates');
  });

  it('commits at once on submit (Enter), without a second commit later', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useSearchInput('', onCommit));
    act(() => result.current.setValue('koi'));
    act(() => result.current.submit());
    expect(onCommit).toHaveBeenCalledWith('koi');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('follows a committed value changed elsewhere', () => {
    const { result, rerender } = renderHook(({ committed }) => useSearchInput(committed, vi.fn()), {
      initialProps: { committed: '' },
    });
    rerender({ committed: 'dragon' });
    expect(result.current.value).toBe('dragon');
  });

  it('clears and commits the empty term', () => {
    const onCommit = vi.fn();
    const { result } = renderHook(() => useSearchInput('x', onCommit));
    act(() => result.current.clear());
    expect(result.current.value).toBe('');
    expect(onCommit).toHaveBeenCalledWith('');
  });
});
