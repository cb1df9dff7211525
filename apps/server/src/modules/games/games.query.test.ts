import { describe, expect, it } from 'vitest';
import { filterKey, toGameFilter } from './games.query';
import { structuralCount } from './games.service';
import { isStructuralFilter } from './games.repository';

describe('game list query', () => {
  it('normalizes the filter', () => {
    expect(
      toGameFilter({
        gameName: '  Dragon ',
        vassalage: ['pg', 'JL', 'PG'],
        minBet: 0.5,
        minLine: 0,
        isNew: 0,
        gameType: 'RNG',
      }),
    ).toEqual({
      gameType: 'RNG',
      vassalage: ['JL', 'PG'],
      gameClassify: undefined,
      gameName: 'dragon',
      minBetMinor: 50,
      minLine: undefined,
      isNew: undefined,
    });
    expect(toGameFilter({ gameName: '   ', vassalage: [] })).toMatchObject({
      gameName: undefined,
      vassalage: undefined,
    });
    expect(toGameFilter({ isNew: 1 }).isNew).toBe(true);
  });

  it('gives equal keys to equivalent queries and different keys otherwise', () => {
    const a = filterKey(toGameFilter({ gameName: 'Dragon', vassalage: ['PG', 'JL'] }));
    const b = filterKey(toGameFilter({ gameName: ' dragon', vassalage: ['JL', 'pg'] }));
    expect(a).toBe(b);
    expect(filterKey(toGameFilter({ gameName: 'dragons' }))).not.toBe(a);
    expect(filterKey(toGameFilter({ gameType: 'RNG' }))).not.toBe(filterKey(toGameFilter({ gameType: 'LIVE' })));
  });

  it('counts type and provider filters from the per-provider counts', () => {
    const rows = [
      { gameType: 'RNG', vassalage: 'JL', n: 10 },
      { gameType: 'RNG', vassalage: 'PG', n: 5 },
      { gameType: 'FISH', vassalage: 'JL', n: 3 },
    ];
    expect(structuralCount(rows, {})).toBe(18);
    expect(structuralCount(rows, { gameType: 'RNG' })).toBe(15);
    expect(structuralCount(rows, { vassalage: ['JL'] })).toBe(13);
    expect(structuralCount(rows, { gameType: 'FISH', vassalage: ['PG'] })).toBe(0);
    expect(isStructuralFilter({ gameType: 'RNG', vassalage: ['JL'] })).toBe(true);
    expect(isStructuralFilter({ gameName: 'x' })).toBe(false);
    expect(isStructuralFilter({ minLine: 5 })).toBe(false);
  });
});
