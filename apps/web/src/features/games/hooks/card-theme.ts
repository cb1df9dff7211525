import { CARD_THEME_COUNT } from '@lobby/contract/core';

/** A random card theme from 1 to CARD_THEME_COUNT. */
export function pickCardTheme(random: () => number = Math.random): number {
  return 1 + Math.min(CARD_THEME_COUNT - 1, Math.floor(random() * CARD_THEME_COUNT));
}
