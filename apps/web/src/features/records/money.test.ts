import { describe, expect, it } from 'vitest';
import { signedMoney, toneOf } from './money';

describe('money as the records show it', () => {
  it('reads gains, losses and nothing, and signs gains', () => {
    expect([toneOf('15.00'), toneOf('-0.01'), toneOf('0.00')]).toEqual(['gain', 'loss', 'even']);
    expect([signedMoney('1500.00'), signedMoney('-10.00'), signedMoney('0.00')]).toEqual([
      '+1,500.00',
      '-10.00',
      '0.00',
    ]);
  });
});
