import { describe, expect, it } from 'vitest';
import { checkAmount, feeBreakdown, formatCashier, maxWithdrawal, normalizeAmount } from './money';

const usd = { currency: 'USD', min: '10.00', max: '5000.00' };
const idr = { currency: 'IDR', min: '50000', max: '10000000' };

describe('checkAmount', () => {
  it('waits while nothing is typed', () => {
    expect(checkAmount('  ', usd)).toBeNull();
  });
  it('takes an amount within the bounds, in minor units', () => {
    expect(checkAmount('10', usd)).toEqual({ minor: 1000 });
    expect(checkAmount('5000.00', usd)).toEqual({ minor: 500000 });
    expect(checkAmount('150000', idr)).toEqual({ minor: 15000000 });
  });
  it('refuses a malformed, negative, zero or over-precise amount as invalid', () => {
    for (const typed of ['abc', '-5', '0', '1e3', '12.345', '12,345.678']) {
      expect(checkAmount(typed, usd)).toEqual({ problem: 'invalid' });
    }
    expect(checkAmount('150000.5', idr)).toEqual({ problem: 'invalid' });
  });
  it('refuses an amount outside the channel bounds as out of range', () => {
    expect(checkAmount('9.99', usd)).toEqual({ problem: 'range' });
    expect(checkAmount('5000.01', usd)).toEqual({ problem: 'range' });
    expect(checkAmount('999999999999', usd)).toEqual({ problem: 'range' });
  });
});

describe('feeBreakdown', () => {
  it('takes a member-borne percentage off the amount', () => {
    expect(feeBreakdown({ type: 'percent', value: '1.5', bearer: 'member' }, 10000, 'USD')).toEqual({
      amount: '100.00',
      fee: '1.50',
      net: '98.50',
      merchantPays: false,
    });
  });
  it('leaves the whole amount when the merchant bears the fee', () => {
    expect(feeBreakdown({ type: 'percent', value: '2', bearer: 'merchant' }, 10000, 'USD')).toEqual({
      amount: '100.00',
      fee: '2.00',
      net: '100.00',
      merchantPays: true,
    });
  });
  it('keeps rupiah whole and a fixed fee as set', () => {
    expect(feeBreakdown({ type: 'fixed', value: '6500', bearer: 'member' }, 15000000, 'IDR')).toEqual({
      amount: '150000',
      fee: '6500',
      net: '143500',
      merchantPays: false,
    });
    expect(feeBreakdown({ type: 'none', value: '0', bearer: 'member' }, 15000000, 'IDR').fee).toBe('0');
  });
});

describe('formatCashier', () => {
  it('writes the currency with its own decimals in the reader language', () => {
    expect(formatCashier('1234.5', 'USD', 'en')).toBe('$1,234.50');
    expect(formatCashier('150000', 'IDR', 'id').replace(/\s/g, ' ')).toBe('Rp 150.000');
  });
});

describe('maxWithdrawal', () => {
  it('is the withdrawable balance, capped by the channel maximum and cut to the currency step', () => {
    expect(maxWithdrawal('120.55', usd)).toBe('120.55');
    expect(maxWithdrawal('9000.00', usd)).toBe('5000.00');
    expect(maxWithdrawal('150000.75', idr)).toBe('150000');
    expect(maxWithdrawal('0.00', usd)).toBe('');
  });
});

describe('normalizeAmount', () => {
  it('reads the marks the way the reader language writes them', () => {
    expect(normalizeAmount('1,000.50', 'USD', 'en')).toBe('1000.50');
    expect(normalizeAmount('1.000,50', 'USD', 'id')).toBe('1000.50');
    expect(normalizeAmount('12,5', 'USD', 'id')).toBe('12.5');
    expect(normalizeAmount('12.50', 'USD', 'id')).toBe('12.50');
    expect(normalizeAmount('1.000', 'USD', 'id')).toBe('1000');
    expect(normalizeAmount('1,000', 'USD', 'en')).toBe('1000');
    expect(normalizeAmount(' 250 ', 'USD', 'en')).toBe('250');
  });
  it('takes every mark in rupiah for grouping, so 150.000 is never 150', () => {
    expect(normalizeAmount('150.000', 'IDR', 'id')).toBe('150000');
    expect(normalizeAmount('150,000', 'IDR', 'en')).toBe('150000');
    expect(checkAmount('150.000', idr, 'id')).toEqual({ minor: 15000000 });
    expect(normalizeAmount('1.500.000', 'IDR', 'id')).toBe('1500000');
    expect(checkAmount('150000.5', idr, 'id')).toEqual({ problem: 'invalid' });
  });
  it('leaves anything else for the check to refuse', () => {
    expect(normalizeAmount('-5', 'USD', 'en')).toBe('-5');
    expect(checkAmount('1e3', usd, 'en')).toEqual({ problem: 'invalid' });
  });
});
