import { describe, expect, it } from 'vitest';
import { groupByGameType, groupSorting, toVendor } from './vendors.service';

describe('vendor grouping', () => {
  it('groups sorting rows by category in first-appearance order and skips unknown categories', () => {
    const rows = [
      { gameCategory: 'LIVE', vassalage: 'EVL', accountTypeName: 'Evolve' },
      { gameCategory: 'RNG', vassalage: 'JL', accountTypeName: 'JILI' },
      { gameCategory: 'LIVE', vassalage: 'SAG', accountTypeName: 'SA' },
      { gameCategory: 'CASINO', vassalage: 'X', accountTypeName: 'X' },
    ];
    expect(groupSorting(rows)).toEqual([
      {
        gameCategory: 'LIVE',
        vendorNames: [
          { vassalage: 'EVL', accountTypeName: 'Evolve' },
          { vassalage: 'SAG', accountTypeName: 'SA' },
        ],
      },
      { gameCategory: 'RNG', vendorNames: [{ vassalage: 'JL', accountTypeName: 'JILI' }] },
    ]);
  });

  it('gives every game type a list, empty when there are no vendors', () => {
    const grouped = groupByGameType([{ gameType: 'FISH', code: 'JL' }], (row) => row.code);
    expect(grouped.FISH).toEqual(['JL']);
    expect(grouped.RNG).toEqual([]);
    expect(Object.keys(grouped)).toHaveLength(7);
  });

  it('derives icon paths from the provider code', () => {
    expect(toVendor({ vassalage: 'PG', displayName: 'PG Soft', isHot: 1, gameCount: 3 })).toEqual({
      vassalage: 'PG',
      displayName: 'PG Soft',
      isHot: 1,
      iconBlack: '/media/vendors/PG-BLACK.png',
      iconWhite: '/media/vendors/PG-WHITE.png',
      gameCount: 3,
    });
  });
});
