import { describe, expect, it } from 'vitest';
import { isEligible, isOpenAt } from './channel-rules';

// Wednesday 2026-11-25 12:30 UTC = 19:30 in Jakarta.
const WEDNESDAY_NOON_UTC = new Date('2026-11-25T12:30:00Z');

describe('channel opening hours', () => {
  it('is always open without hours', () => {
    expect(isOpenAt(null, 'UTC', WEDNESDAY_NOON_UTC)).toBe(true);
  });

  it('reads the clock in the merchant time zone', () => {
    const evening = { days: [3], from: '18:00', to: '21:00' };
    expect(isOpenAt(evening, 'Asia/Jakarta', WEDNESDAY_NOON_UTC)).toBe(true);
    expect(isOpenAt(evening, 'UTC', WEDNESDAY_NOON_UTC)).toBe(false);
    expect(isOpenAt({ ...evening, days: [4] }, 'Asia/Jakarta', WEDNESDAY_NOON_UTC)).toBe(false);
  });

  it('counts the small hours of a window past midnight for the day it started', () => {
    const night = { days: [2], from: '22:00', to: '02:00' };
    expect(isOpenAt(night, 'UTC', new Date('2026-11-25T01:00:00Z'))).toBe(true); // Wed 01:00, Tue's night
    expect(isOpenAt(night, 'UTC', new Date('2026-11-24T23:00:00Z'))).toBe(true); // Tue 23:00
    expect(isOpenAt(night, 'UTC', new Date('2026-11-25T23:00:00Z'))).toBe(false); // Wed 23:00
    expect(isOpenAt(night, 'UTC', new Date('2026-11-25T02:00:00Z'))).toBe(false);
  });
});

describe('channel eligibility', () => {
  it('lets everyone in when the lists are empty, else only the listed', () => {
    expect(isEligible({ memberTypes: [], rankLevels: [] }, 2, 0)).toBe(true);
    expect(isEligible({ memberTypes: [0], rankLevels: [] }, 2, 0)).toBe(false);
    expect(isEligible({ memberTypes: [], rankLevels: [3, 4] }, 0, 3)).toBe(true);
    expect(isEligible({ memberTypes: [], rankLevels: [3, 4] }, 0, 1)).toBe(false);
  });
});
