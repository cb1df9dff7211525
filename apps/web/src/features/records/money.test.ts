import { describe, expect, it } from 'vitest';
import { toneOf } from './money';

describe('money as the records show it', () => {
  it('reads gains, losses and nothing', () => {
    expect([toneOf('15.00'), toneOf('-0.01'), toneOf('0.00')]).toEqual(['gain', 'loss', 'even']);
  });
});
