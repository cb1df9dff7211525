import {
  COCKFIGHT_VENDORS,
  ELOTT_PRIZE_VENDORS,
  ESPORTS_VENDORS,
  GAME_TYPES,
  INHOUSE_VENDORS,
  gameSchema,
} from '@lobby/contract/games';
import { describe, expect, it } from 'vitest';
import { ART_POOL_SIZE, CatalogueGenerator } from './generator';
import { PROVIDERS } from './providers-data';

const generate = (count: number) => {
  const generator = new CatalogueGenerator('TEST', 1000, PROVIDERS);
  return Array.from({ length: count }, () => generator.next());
};

describe('catalogue generator', () => {
  it('has at least 30 providers, including every code the contract names', () => {
    expect(PROVIDERS.length).toBeGreaterThanOrEqual(30);
    const codes = PROVIDERS.map((provider) => provider.vassalage);
    for (const code of [
      'JL',
      'RTG',
      'PG',
      'JDB',
      ...INHOUSE_VENDORS,
      ...ESPORTS_VENDORS,
      ...COCKFIGHT_VENDORS,
      ...ELOTT_PRIZE_VENDORS.filter((c) => c !== 'LOTT'),
    ]) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is deterministic: the same index gives the same game', () => {
    const a = generate(50).map((game) => game.row);
    const b = generate(50).map((game) => game.row);
    expect(a).toEqual(b);
  });

  it('covers every game type with unique, plausible names', () => {
    const games = generate(3000);
    const types = new Set(games.map((game) => game.row.gameType));
    expect([...types].sort()).toEqual([...GAME_TYPES].sort());
    const names = games.map((game) => game.row.gameName.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9' &/-]+( [a-z0-9'&/-]+)*$/);
    const nodeIds = games.map((game) => game.row.nodeId);
    expect(new Set(nodeIds).size).toBe(nodeIds.length);
  });

  it('produces rows that map onto the contract game', () => {
    for (const { row } of generate(200)) {
      const game = {
        nodeId: row.nodeId,
        gameType: row.gameType,
        gameName: row.gameName,
        nodeName: row.nodeName,
        displayName: 'x',
        vassalage: row.vassalage,
        showIcon: row.image,
        iconUrl: row.image,
        mobileLargeIcon: row.image,
        gameId: row.gameId,
        roomId: row.roomId ?? null,
        supportPlay: row.supportPlay,
        freeplay: row.freeplay,
        lottoMode: row.lottoMode ?? null,
        gameCode: row.gameCode,
        isGameH5: row.isGameH5,
        gameClassifyNew: row.classify,
        minBet: row.minBetMinor / 100,
        minLine: row.minLine,
        rtp: row.rtpBp / 100,
        volatility: row.volatility,
        isNew: row.isNew,
        isHot: row.isHot,
      };
      expect(() => gameSchema.parse(game)).not.toThrow();
      expect(row.freeplay).toBe(row.supportPlay === 0 ? 1 : 0);
    }
  });

  it('never makes up in-house games: our engines play only the few seeded by name', () => {
    const inHouse = new Set(PROVIDERS.filter((provider) => provider.inHouse).map((provider) => provider.vassalage));
    expect(inHouse).toEqual(new Set(['INH']));
    for (const { row } of generate(3000)) {
      expect(inHouse.has(row.vassalage)).toBe(false);
      expect(row.engine ?? null).toBeNull();
    }
  });

  it('draws art for the first games only; later games reuse that pool', () => {
    const games = generate(ART_POOL_SIZE + 10);
    expect(games.slice(0, ART_POOL_SIZE).every((game) => game.art !== null)).toBe(true);
    expect(games.slice(ART_POOL_SIZE).every((game) => game.art === null)).toBe(true);
    const pool = new Set(games.slice(0, ART_POOL_SIZE).map((game) => game.row.image));
    expect(games.slice(ART_POOL_SIZE).every((game) => pool.has(game.row.image))).toBe(true);
  });
});
