import { describe, expect, it } from 'vitest';
import { groupedBalance } from './balance-text';

describe('groupedBalance', () => {
  it('groups thousands and keeps 2 decimals', () => {
    expect(groupedBalance('0.00')).toBe('0.00');
    expect(groupedBalance('999.99')).toBe('999.99');
    expect(groupedBalance('1000.00')).toBe('1,000.00');
    expect(groupedBalance('1234567.05')).toBe('1,234,567.05');
    expect(groupedBalance('-2500.10')).toBe('-2,500.10');
  });
});
