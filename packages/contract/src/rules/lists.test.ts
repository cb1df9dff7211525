import { describe, expect, it } from 'vitest';
import {
  formatMinor,
  groupedMoney,
  hasMore,
  maskCustomerName,
  matchesName,
  prizeMode,
  shouldAutoplay,
  toSlides,
  trimToEven,
} from './lists';

const vendor = (vassalage: string) => ({
  vassalage,
  displayName: vassalage,
  isHot: 0,
  iconBlack: '',
  iconWhite: '',
  gameCount: 1,
});

describe('hasMore', () => {
  it('is true only while pageNum is below totalPages', () => {
    expect(hasMore({ pageNum: 1, totalPages: 3 })).toBe(true);
    expect(hasMore({ pageNum: 3, totalPages: 3 })).toBe(false);
    expect(hasMore({ pageNum: 1, totalPages: 0 })).toBe(false);
  });
});

describe('winners trimming', () => {
  it('trims to an even count and pairs two per slide', () => {
    expect(trimToEven([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(toSlides([1, 2, 3, 4, 5])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(toSlides([1])).toEqual([]);
  });
  it('autoplays only with more than one slide', () => {
    expect(shouldAutoplay(1)).toBe(false);
    expect(shouldAutoplay(2)).toBe(true);
  });
});

describe('prizeMode', () => {
  it('is the electronic mode when ELOTT has TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode({ ELOTT: [vendor('TCG_LOTTO_VN')] })).toBe('Elott');
    expect(prizeMode({ ELOTT: [vendor('LOTT')] })).toBe('Elott');
  });
  it('is the normal lottery mode otherwise', () => {
    expect(prizeMode({ ELOTT: [vendor('GW')] })).toBe('Lott');
    expect(prizeMode({ LOTT: [vendor('TCG_LOTTO_VN')] })).toBe('Lott');
    expect(prizeMode({})).toBe('Lott');
  });
});

describe('matchesName', () => {
  it('matches a case-insensitive substring and everything when empty', () => {
    expect(matchesName('Mahjong Ways 2', 'WAYS')).toBe(true);
    expect(matchesName('Mahjong Ways 2', ' jong ')).toBe(true);
    expect(matchesName('Mahjong Ways 2', 'dragon')).toBe(false);
    expect(matchesName('Anything', '')).toBe(true);
  });
});

describe('maskCustomerName and formatMinor', () => {
  it('masks the middle of a name', () => {
    expect(maskCustomerName('johnsmith')).toBe('jo***h');
    expect(maskCustomerName('abc')).toBe('a***c');
    expect(maskCustomerName('ab')).toBe('a***');
  });
  it('formats minor units with 2 decimals', () => {
    expect(formatMinor(123456)).toBe('1234.56');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-250)).toBe('-2.50');
  });
});

describe('groupedMoney', () => {
  it('groups thousands and keeps the 2 decimals and the sign', () => {
    expect(groupedMoney('0.00')).toBe('0.00');
    expect(groupedMoney('999.99')).toBe('999.99');
    expect(groupedMoney('1000.00')).toBe('1,000.00');
    expect(groupedMoney('1234567.05')).toBe('1,234,567.05');
    expect(groupedMoney('-2500.10')).toBe('-2,500.10');
  });
});
