import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';

describe('formatMoney', () => {
  it('groups thousands as each language writes them', () => {
    expect(formatMoney('193675.74', 'en')).toBe('193,675.74');
    expect(formatMoney('193675.74', 'id')).toBe('193.675,74');
    expect(formatMoney('0.00', 'en')).toBe('0.00');
    expect(formatMoney('-2500.10', 'en')).toBe('-2,500.10');
  });

  it('keeps every digit of an amount beyond float precision', () => {
    expect(formatMoney('98765432109876543.21', 'en')).toBe('98,765,432,109,876,543.21');
  });

  it("shows the site's currency by its symbol", () => {
    expect(formatMoney('1500.00', 'en', { currency: 'USD' })).toBe('$1,500.00');
    expect(formatMoney('1500.00', 'id', { currency: 'IDR' }).replace(/\s/g, ' ')).toBe('Rp 1.500');
  });

  it('shortens a figure for a small tile', () => {
    expect(formatMoney('200000.00', 'en', { compact: true })).toBe('200K');
    expect(formatMoney('1250000.00', 'en', { compact: true })).toBe('1.3M');
    expect(formatMoney('200000.00', 'id', { compact: true }).replace(/\s/g, ' ')).toBe('200 rb');
  });

  it('signs a gain, not a zero', () => {
    expect(formatMoney('15.00', 'en', { signed: true })).toBe('+15.00');
    expect(formatMoney('-10.00', 'en', { signed: true })).toBe('-10.00');
    expect(formatMoney('0.00', 'en', { signed: true })).toBe('0.00');
  });
});
