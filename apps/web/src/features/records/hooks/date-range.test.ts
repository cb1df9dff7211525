import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adjustRange, parseDay, presetRange, toInstants } from './date-range';

const zone = process.env.TZ;

describe('records date ranges in the player time zone', () => {
  beforeEach(() => {
    process.env.TZ = 'Asia/Jakarta';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('turns presets into whole local days, the last 7 days by default ending today', () => {
    const now = new Date('2024-06-10T20:00:00+07:00');
    expect(presetRange('today', now)).toEqual({ start: '2024-06-10', end: '2024-06-10' });
    expect(presetRange('yesterday', now)).toEqual({ start: '2024-06-09', end: '2024-06-09' });
    expect(presetRange('last7', now)).toEqual({ start: '2024-06-04', end: '2024-06-10' });
    expect(presetRange('last30', now)).toEqual({ start: '2024-05-12', end: '2024-06-10' });
  });

  it('sends from the start of the first day to the start of the day after the last, with the offset', () => {
    expect(toInstants({ start: '2024-06-04', end: '2024-06-10' })).toEqual({
      from: '2024-06-04T00:00:00+07:00',
      to: '2024-06-11T00:00:00+07:00',
    });
  });

  it('keeps a daylight-saving range within 90 days of the API', () => {
    process.env.TZ = 'America/New_York';
    // 90 local days across the November change are 90 days and an hour.
    const range = adjustRange({ start: '2024-09-01', end: '2024-12-31' }, 'start', '2025-01-31');
    const { from, to } = toInstants(range);
    expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(90 * 86_400_000);
    expect(range).toEqual({ start: '2024-09-01', end: '2024-11-28' });
  });

  it('keeps a custom range in order, up to today, and at most 90 days', () => {
    const today = '2024-06-10';
    expect(adjustRange({ start: '2024-06-08', end: '2024-06-05' }, 'start', today)).toEqual({
      start: '2024-06-08',
      end: '2024-06-08',
    });
    expect(adjustRange({ start: '2024-06-08', end: '2024-06-05' }, 'end', today)).toEqual({
      start: '2024-06-05',
      end: '2024-06-05',
    });
    expect(adjustRange({ start: '2024-06-01', end: '2024-07-01' }, 'end', today)).toEqual({
      start: '2024-06-01',
      end: today,
    });
    expect(adjustRange({ start: '2024-01-01', end: '2024-06-10' }, 'start', today)).toEqual({
      start: '2024-01-01',
      end: '2024-03-30',
    });
    expect(adjustRange({ start: '2024-01-01', end: '2024-06-10' }, 'end', today)).toEqual({
      start: '2024-03-13',
      end: '2024-06-10',
    });
  });

  it('reads only real days of the records years', () => {
    expect(parseDay('2024-06-10')?.getTime()).toBe(new Date(2024, 5, 10).getTime());
    for (const bad of ['2024-02-30', '1999-12-31', 'today', '', null, '2024-6-1']) expect(parseDay(bad)).toBeNull();
  });
});
