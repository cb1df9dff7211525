import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '@lobby/contract/games';
import { describe, expect, it } from 'vitest';
import { CatalogueGenerator, type GameArtSpec } from '../generator';
import { PROVIDERS } from '../providers-data';
import { gameArtBase, gameArtLook } from './game-art';
import { COCKFIGHT_FAMILY, emblemFor, ESPORTS_FAMILY, FISH_FAMILY, sectionOf } from './motifs';

/** The demo catalogue's art, in lobby order (generation order is the `sort` order). */
const catalogue = (() => {
  const generator = new CatalogueGenerator('LUCKYNOVA', 0, PROVIDERS);
  return Array.from({ length: 3000 }, () => generator.next().art).filter((spec) => spec !== null);
})();

const bySection = (): Map<string, GameArtSpec[]> => {
  const sections = new Map<string, GameArtSpec[]>();
  for (const spec of catalogue) {
    const key = sectionOf(spec.gameType, spec.vassalage);
    sections.set(key, [...(sections.get(key) ?? []), spec]);
  }
  return sections;
};

const is = (vendors: readonly string[]) => (spec: GameArtSpec) => vendors.includes(spec.vassalage);

describe('motif choice', () => {
  it('draws what the title names', () => {
    const motif = (gameType: GameArtSpec['gameType'], title: string, vassalage = 'X') =>
      emblemFor({ gameType, title, vassalage, theme: 'casino', variant: 0 });
    expect(motif('LIVE', 'Crazy Money Wheel')).toBe('moneyWheel');
    expect(motif('LIVE', 'Speed Baccarat 8')).toBe('baccarat');
    expect(motif('LIVE', 'VIP Dragon Tiger A')).toBe('versus');
    expect(motif('FISH', 'Shark Frenzy')).toBe('shark');
    expect(motif('PVP', "Texas Hold'em Pro")).toBe('holdem');
    expect(motif('PVP', 'Mahjong Battle')).toBe('mahjong');
    expect(motif('SPORTS', 'Basketball Cup', 'SABA')).toBe('basketball');
    expect(motif('SPORTS', 'Rooster Battle Night', 'SV388')).toBe('roosterDuel');
    expect(motif('SPORTS', 'Sabong Live', 'DS88')).toBe('rooster');
    expect(motif('SPORTS', 'CS2 Arena', 'IMES')).toBe('crosshair');
    expect(motif('ELOTT', 'PK10 Racing 1 Min')).toBe('racing');
    expect(motif('RNG', 'Lucky Pharaoh Vault')).toBe('pyramid');
  });

  it('gives every cockfight, e-sports and fishing game a motif of its own family', () => {
    const cockfight = catalogue.filter(is(COCKFIGHT_VENDORS));
    const esports = catalogue.filter(is(ESPORTS_VENDORS));
    const fish = catalogue.filter((spec) => spec.gameType === 'FISH');
    expect(cockfight.length).toBeGreaterThan(10);
    expect(new Set(cockfight.map(emblemFor))).toEqual(new Set(COCKFIGHT_FAMILY));
    expect(new Set(esports.map(emblemFor))).toEqual(new Set(ESPORTS_FAMILY));
    expect(new Set(fish.map(emblemFor))).toEqual(new Set(FISH_FAMILY));
    // A sports title always names its sport, so no sportsbook tile falls back to the trophy.
    const sports = catalogue.filter((spec) => sectionOf(spec.gameType, spec.vassalage) === 'SPORTS');
    expect(sports.map(emblemFor)).not.toContain('trophy');
  });

  it('never puts two tiles of the same look side by side in a section', () => {
    for (const [section, specs] of bySection()) {
      specs.slice(1).forEach((spec, i) => {
        const before = specs[i];
        if (!before) return;
        expect(gameArtLook(spec), `${section}: ${before.title} / ${spec.title}`).not.toBe(gameArtLook(before));
        expect(gameArtBase(spec).key).not.toBe(gameArtBase(before).key);
      });
    }
  });

  it('varies each section: at least eight looks in every section of twenty tiles or more', () => {
    for (const [section, specs] of bySection()) {
      if (specs.length < 20) continue;
      expect(new Set(specs.map(gameArtLook)).size, section).toBeGreaterThanOrEqual(8);
    }
  });
});
