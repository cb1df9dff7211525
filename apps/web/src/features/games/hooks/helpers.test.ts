import { describe, expect, it } from 'vitest';
import { CARD_THEME_COUNT } from '@lobby/contract/core';
import { pickCardTheme } from './card-theme';
import { centerScrollLeft } from '../../../lib/center-scroll';

describe('card theme', () => {
  it('is between 1 and the theme count', () => {
    expect(pickCardTheme(() => 0)).toBe(1);
    expect(pickCardTheme(() => 0.999999)).toBe(CARD_THEME_COUNT);
    expect(pickCardTheme(() => 1)).toBe(CARD_THEME_COUNT);
    for (let i = 0; i < 200; i++) {
      const theme = pickCardTheme();
      expect(theme).toBeGreaterThanOrEqual(1);
      expect(theme).toBeLessThanOrEqual(CARD_THEME_COUNT);
    }
  });
});

describe('centring the selected vendor tab', () => {
  it('puts the tab in the middle of the strip', () => {
    expect(centerScrollLeft(500, 80, 390)).toBe(500 - (390 - 80) / 2);
  });
  it('never scrolls before the start', () => {
    expect(centerScrollLeft(20, 80, 390)).toBe(0);
  });
});
