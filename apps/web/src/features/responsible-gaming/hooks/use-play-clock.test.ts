// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatElapsed, useRealityCheck } from './use-play-clock';

const MIN = 60_000;

describe('the game shell clock', () => {
  it('writes minutes and seconds, and hours once there are any', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(15 * MIN + 9_000)).toBe('15:09');
    expect(formatElapsed(65 * MIN)).toBe('1:05:00');
  });

  it('is due at each whole interval after the one current when the game opened, until acknowledged', () => {
    const { result, rerender } = renderHook(({ elapsed }) => useRealityCheck(elapsed, 15), {
      initialProps: { elapsed: 20 * MIN },
    });
    expect(result.current.due).toBe(false);
    rerender({ elapsed: 29 * MIN });
    expect(result.current.due).toBe(false);
    rerender({ elapsed: 30 * MIN });
    expect(result.current.due).toBe(true);
    act(() => result.current.acknowledge());
    expect(result.current.due).toBe(false);
    rerender({ elapsed: 45 * MIN });
    expect(result.current.due).toBe(true);
  });

  it('never comes when the member switched it off', () => {
    const { result } = renderHook(() => useRealityCheck(90 * MIN, null));
    expect(result.current.due).toBe(false);
  });
});
