import { describe, expect, it } from 'vitest';
import { buildCategoryMenu } from './categories';
import type { VendorSortingEntry } from '../schemas/vendors';

const entry = (gameCategory: VendorSortingEntry['gameCategory'], codes: string[]): VendorSortingEntry => ({
  gameCategory,
  vendorNames: codes.map((vassalage) => ({ vassalage, accountTypeName: vassalage })),
});

describe('buildCategoryMenu', () => {
  it('starts with HOME and keeps the operator order', () => {
    const menu = buildCategoryMenu([entry('LIVE', ['EVO']), entry('RNG', ['PG'])]);
    expect(menu.map((item) => item.gameCategory)).toEqual(['HOME', 'LIVE', 'RNG']);
  });

  it('splits SPORTS into ESPORTS right after it and COCKFIGHT at the end', () => {
    const menu = buildCategoryMenu([
      entry('RNG', ['PG']),
      entry('SPORTS', ['SABA', 'IMES', 'SV388', 'TF', 'CMD']),
      entry('LOTT', ['TCG']),
    ]);
    expect(menu.map((item) => item.gameCategory)).toEqual(['HOME', 'RNG', 'SPORTS', 'ESPORTS', 'LOTT', 'COCKFIGHT']);
    expect(menu.find((item) => item.gameCategory === 'SPORTS')?.vendors).toEqual(['SABA', 'CMD']);
    expect(menu.find((item) => item.gameCategory === 'ESPORTS')?.vendors).toEqual(['IMES', 'TF']);
    expect(menu.at(-1)?.vendors).toEqual(['SV388']);
  });

  it('drops categories with no vendors', () => {
    const menu = buildCategoryMenu([entry('SPORTS', ['IMES']), entry('FISH', [])]);
    expect(menu.map((item) => item.gameCategory)).toEqual(['HOME', 'ESPORTS']);
  });
});
