import { describe, expect, it } from 'vitest';
import { isSpecialEntry, presetFor } from './presets';

describe('special entry presets', () => {
  it('BINGO is RNG with classification BG', () => {
    expect(presetFor('BINGO')).toEqual({ gameType: 'RNG', vendors: [], gameClassify: 'BG' });
  });
  it('JACKPOT is RNG with JP and FEATURE is RNG with FeatureBuy', () => {
    expect(presetFor('JACKPOT').gameClassify).toBe('JP');
    expect(presetFor('FEATURE').gameClassify).toBe('FeatureBuy');
  });
  it('provider entries are RNG limited to that provider', () => {
    for (const entry of ['JL', 'RTG', 'PG', 'JDB'] as const) {
      expect(presetFor(entry)).toEqual({ gameType: 'RNG', vendors: [entry] });
    }
  });
  it('ESPORTS and COCKFIGHT are SPORTS with their vendor lists', () => {
    expect(presetFor('ESPORTS')).toEqual({ gameType: 'SPORTS', vendors: ['AV', 'AI', 'IMES', 'TF', 'IA'] });
    expect(presetFor('COCKFIGHT').gameType).toBe('SPORTS');
    expect(presetFor('COCKFIGHT').vendors).toContain('SV388');
  });
  it('INHOUSE is RNG with the in-house vendors, NEW uses the new flag', () => {
    expect(presetFor('INHOUSE').vendors.length).toBeGreaterThan(0);
    expect(presetFor('NEW')).toMatchObject({ gameType: 'RNG', isNew: true });
  });
  it('a plain game type presets only itself', () => {
    expect(presetFor('LIVE')).toEqual({ gameType: 'LIVE', vendors: [] });
    expect(isSpecialEntry('LIVE')).toBe(false);
    expect(isSpecialEntry('BINGO')).toBe(true);
  });
});
