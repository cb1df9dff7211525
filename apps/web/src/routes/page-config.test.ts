import { describe, expect, it } from 'vitest';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '@lobby/contract/games';
import { bannerGroupFor, categoryPreset, gameCenterEntry, sportsLikeEntry, titleEntry } from './page-config';

const q = (s = '') => new URLSearchParams(s);

describe('game-center pages', () => {
  it.each([
    ['/m/slot-games', 'RNG'],
    ['/m/live-games', 'LIVE'],
    ['/m/fishing-games', 'FISH'],
    ['/m/poker-games', 'PVP'],
    ['/m/inHouse', 'INHOUSE'],
    ['/m/jili-games', 'JL'],
    ['/m/rtg-games', 'RTG'],
    ['/m/jackpots', 'JACKPOT'],
    ['/m/bingo', 'BINGO'],
  ])('%s shows %s', (path, entry) => {
    expect(gameCenterEntry(path, q())).toBe(entry);
  });

  it('the game center takes its entry from gameType, defaulting to slots', () => {
    expect(gameCenterEntry('/m/gameCenter', q('gameType=PG'))).toBe('PG');
    expect(gameCenterEntry('/m/gameCenter', q('gameType=LIVE'))).toBe('LIVE');
    expect(gameCenterEntry('/m/gameCenter', q('gameType=<script>'))).toBe('RNG');
  });

  it('the slot list opened with FeatureBuy is titled feature buy', () => {
    expect(titleEntry('RNG', 'FeatureBuy')).toBe('FEATURE');
    expect(titleEntry('RNG', '')).toBe('RNG');
    expect(titleEntry('LIVE', 'FeatureBuy')).toBe('LIVE');
  });

  it('banners come from the game type group', () => {
    expect(bannerGroupFor('RNG')).toBe('m_rng');
    expect(bannerGroupFor('ELOTT')).toBe('m_elott');
  });
});

describe('sports-like pages', () => {
  it.each([
    ['/m/sport-games', 'SPORTS'],
    ['/m/esport-games', 'ESPORTS'],
    ['/m/cockfight', 'COCKFIGHT'],
    ['/m/lott', 'LOTT'],
    ['/m/elott', 'ELOTT'],
  ])('%s shows %s', (path, entry) => {
    expect(sportsLikeEntry(path)).toBe(entry);
  });
});

describe('home category lists', () => {
  it('keep the e-sports and cockfight vendor presets', () => {
    expect(categoryPreset({ gameCategory: 'ESPORTS', vendors: ['TF'] }).vendors).toEqual(ESPORTS_VENDORS);
    expect(categoryPreset({ gameCategory: 'COCKFIGHT', vendors: [] }).gameType).toBe('SPORTS');
    expect(categoryPreset({ gameCategory: 'COCKFIGHT', vendors: [] }).vendors).toEqual(COCKFIGHT_VENDORS);
  });

  it('limit sports to the vendors left after the split, and show every vendor otherwise', () => {
    expect(categoryPreset({ gameCategory: 'SPORTS', vendors: ['SABA', 'CMD'] })).toEqual({
      gameType: 'SPORTS',
      vendors: ['SABA', 'CMD'],
    });
    expect(categoryPreset({ gameCategory: 'LIVE', vendors: ['EVO', 'SA'] })).toEqual({ gameType: 'LIVE', vendors: [] });
  });
});
