import type { Game } from '@lobby/contract/games';
import { describe, expect, it } from 'vitest';
import { gameListJson, gamesJson } from './game-json';

const game = (nodeId: string, gameName: string): Game =>
  ({ nodeId, gameName, gameType: 'RNG', gameClassifyNew: ['JP'], roomId: null, minBet: 0.01, rtp: 96.5 }) as Game;

describe('game JSON', () => {
  it('writes a page exactly as JSON.stringify does, names with quotes and emoji included', () => {
    const page = {
      games: [game('1', 'Say "hi" 🐉'), game('2', 'Back\\slash')],
      pageNum: 2,
      totalPages: 3,
      totalCount: 5,
    };
    expect(gameListJson(page).text).toBe(JSON.stringify(page));
    expect(gamesJson([])).toBe('[]');
  });

  it('serializes a game once while its object lives', () => {
    const one = game('1', 'Dragon');
    const first = gamesJson([one]);
    (one as { gameName: string }).gameName = 'changed in place';
    // The read model never changes a game in place: it builds new objects, which are serialized afresh.
    expect(gamesJson([one])).toBe(first);
    expect(gamesJson([{ ...one }])).toContain('changed in place');
  });
});
