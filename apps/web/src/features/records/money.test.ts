import { describe, expect, it } from 'vitest';
import { groupedMoney, signedMoney, toneOf } from './money';

describe('money as the records show it', () => {
  it('groups thousands and keeps the sign and both decimals', () => {
    expect(groupedMoney('1000.00')).toBe('1,000.00');
    expect(groupedMoney('-1234567.50')).toBe('-1,234,567.50');
    expect(groupedMoney('999.99')).toBe('999.99');
    expect(groupedMoney('0.00')).toBe('0.00');
  });

  it('reads gains, losses and nothing, and signs gains', () => {
    expect([toneOf('15.00'), toneOf('-0.01'), toneOf('0.00')]).toEqual(['gain', 'loss', 'even']);
    expect([signedMoney('1500.00'), signedMoney('-10.00'), signedMoney('0.00')]).toEqual([
      '+1,500.00',
      '-10.00',
      '0.00',
    ]);
  });
});
