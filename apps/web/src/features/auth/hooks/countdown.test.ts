import { describe, expect, it } from 'vitest';
import { SMS_COUNTDOWN_S } from '@lobby/contract/core';
import { countdownEnd, secondsLeft } from './countdown';

describe('SMS countdown', () => {
  it('runs until the code expires, or for the default 60 s when the time is missing or past', () => {
    expect(countdownEnd(10_000 + 45_000, 10_000)).toBe(55_000);
    expect(countdownEnd(undefined, 10_000)).toBe(10_000 + SMS_COUNTDOWN_S * 1000);
    expect(countdownEnd(5_000, 10_000)).toBe(10_000 + SMS_COUNTDOWN_S * 1000);
  });

  it('counts whole seconds left, rounding up, never below zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_999)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});
