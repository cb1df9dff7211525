import type { Game } from '@lobby/contract/games';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../test/json-text';
import { GameJsonArena } from './game-json-arena';

const game = (nodeId: string, gameName: string): Game =>
  ({ nodeId, gameName, gameType: 'RNG', gameClassifyNew: ['JP'], roomId: null, minBet: 0.01, rtp: 96.5 }) as Game;

const games = [game('1', 'Say "hi" 🐉'), game('2', 'Back\\slash'), game('3', 'Drágon </script>'), game('4', 'Plain')];

describe('GameJsonArena', () => {
  it('writes the games at any positions exactly as JSON.stringify does, between a head and a tail', () => {
    const arena = new GameJsonArena(games);
    const positions = [2, 0, 3];
    const written = arena.list('{"games":', positions, ',"totalCount":3}');
    expect(textOf(written)).toBe(JSON.stringify({ games: positions.map((i) => games[i]), totalCount: 3 }));
    expect(textOf(arena.list('{"list":', new Int32Array([1]), '}'))).toBe(JSON.stringify({ list: [games[1]] }));
  });

  it('writes an empty list', () => {
    expect(textOf(new GameJsonArena(games).list('{"list":', [], '}'))).toBe('{"list":[]}');
  });

  it('keeps positions across the pages a build adds, sealed once or after each page', () => {
    const once = new GameJsonArena();
    once.add(games.slice(0, 1));
    once.add(games.slice(1));
    once.seal();
    const each = new GameJsonArena();
    each.add(games.slice(0, 3));
    each.seal();
    each.add(games.slice(3));
    each.seal();
    const all = [3, 1, 0, 2];
    const expected = JSON.stringify(all.map((i) => games[i]));
    expect(textOf(once.list('', all, ''))).toBe(expected);
    expect(textOf(each.list('', all, ''))).toBe(expected);
  });

  it('serializes a game when it is added: the read model builds new games, never edits one', () => {
    const one = game('1', 'Dragon');
    const arena = new GameJsonArena([one]);
    (one as { gameName: string }).gameName = 'changed in place';
    expect(textOf(arena.list('', [0], ''))).toBe(JSON.stringify([game('1', 'Dragon')]));
  });
});
