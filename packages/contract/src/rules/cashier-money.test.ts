import { describe, expect, it } from 'vitest';
import { netOfFee } from './cashier-fees';
import { formatAmount, parseAmount } from './cashier-money';

describe('cashier amounts', () => {
  it('reads amounts in the currency decimals', () => {
    expect(parseAmount('150.25', 'USD')).toEqual({ minor: 15025 });
    expect(parseAmount('150', 'USD')).toEqual({ minor: 15000 });
    expect(parseAmount('150.20', 'USD')).toEqual({ minor: 15020 });
    expect(parseAmount('150000', 'IDR')).toEqual({ minor: 15_000_000 });
    expect(parseAmount('150000.00', 'IDR')).toEqual({ minor: 15_000_000 });
  });

  it('refuses bad amounts with a reason', () => {
    expect(parseAmount('1.234', 'USD')).toEqual({ problem: 'decimals' });
    expect(parseAmount('150000.5', 'IDR')).toEqual({ problem: 'decimals' });
    expect(parseAmount('-5', 'USD')).toEqual({ problem: 'format' });
    expect(parseAmount('1e3', 'USD')).toEqual({ problem: 'format' });
    expect(parseAmount('', 'USD')).toEqual({ problem: 'format' });
    expect(parseAmount('0.00', 'USD')).toEqual({ problem: 'zero' });
    expect(parseAmount('999999999999', 'USD')).toEqual({ problem: 'range' });
  });

  it('writes amounts in the currency decimals', () => {
    expect(formatAmount(15025, 'USD')).toBe('150.25');
    expect(formatAmount(5, 'USD')).toBe('0.05');
    expect(formatAmount(15_000_000, 'IDR')).toBe('150000');
    expect(formatAmount(-2500, 'USD')).toBe('-25.00');
  });
});

describe('cashier fees', () => {
  it('takes a member-borne percent fee off the amount, rounded to the currency', () => {
    expect(netOfFee({ type: 'percent', value: '1.5', bearer: 'member' }, 1001, 'USD')).toEqual({
      feeMinor: 15,
      netMinor: 986,
    });
    expect(netOfFee({ type: 'percent', value: '1.5', bearer: 'member' }, 15_000_000, 'IDR')).toEqual({
      feeMinor: 225_000,
      netMinor: 14_775_000,
    });
  });
  it('rounds a percent fee once, to the currency: 1.5% of 100,033 rupiah is 1,500 (1,500.495), not 1,501', () => {
    expect(netOfFee({ type: 'percent', value: '1.5', bearer: 'member' }, 10_003_300, 'IDR').feeMinor).toBe(150_000);
    expect(netOfFee({ type: 'percent', value: '1.5', bearer: 'member' }, 10_003_400, 'IDR').feeMinor).toBe(150_100);
  });
  it('leaves the amount whole when the merchant bears the fee, and caps a fixed fee at the amount', () => {
    expect(netOfFee({ type: 'fixed', value: '2.50', bearer: 'merchant' }, 1000, 'USD')).toEqual({
      feeMinor: 250,
      netMinor: 1000,
    });
    expect(netOfFee({ type: 'fixed', value: '20', bearer: 'member' }, 1000, 'USD')).toEqual({
      feeMinor: 1000,
      netMinor: 0,
    });
    expect(netOfFee({ type: 'none', value: '0', bearer: 'member' }, 1000, 'USD')).toEqual({
      feeMinor: 0,
      netMinor: 1000,
    });
  });
});
