import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtManifest } from '../index';
import { bannerSeeds } from '../banners-data';
import { CatalogueGenerator } from '../generator';
import { PROVIDERS } from '../providers-data';
import { emblemFor, gameArtSvg } from './game-art';
import { renderArt } from './index';
import { wrapTitle } from './svg';
import { moneyFor } from '../promotions';

const specs = () => {
  const generator = new CatalogueGenerator('ART', 0, PROVIDERS);
  return Array.from({ length: 6 }, () => generator.next().art).filter((spec) => spec !== null);
};

describe('game art', () => {
  it('escapes the title and draws a motif that fits the game type', () => {
    const [spec] = specs();
    if (!spec) throw new Error('no spec');
    const svg = gameArtSvg({ ...spec, title: 'Tom & Jerry <Deluxe>' });
    expect(svg).toContain('TOM &amp; JERRY');
    expect(svg).not.toContain('<DELUXE>');
    expect(emblemFor({ gameType: 'FISH', theme: 'ocean', variant: 0, title: 'Shark Hunter', vassalage: 'JL' })).toBe(
      'shark',
    );
    expect(
      emblemFor({ gameType: 'LIVE', theme: 'casino', variant: 0, title: 'Speed Roulette A', vassalage: 'EVL' }),
    ).toBe('wheel');
    expect(emblemFor({ gameType: 'LOTT', theme: 'lotto', variant: 1, title: 'Hanoi Keno', vassalage: 'TCG' })).toBe(
      'keno',
    );
  });

  it('wraps titles into balanced lines without orphans', () => {
    expect(wrapTitle('LUCKY SIC BO G', 3, 12)).toEqual(['LUCKY SIC BO G']);
    expect(wrapTitle('GOLD RUSH WINS MEGAWAYS', 3, 12).length).toBeLessThanOrEqual(3);
  });

  it('renders tiles, banners, wordmarks and logos, and skips what exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-art-'));
    try {
      const manifest: ArtManifest = {
        games: specs().slice(0, 2),
        banners: bannerSeeds('Test', moneyFor('USD'))
          .slice(0, 1)
          .map((banner) => banner.art),
        vendors: [{ vassalage: 'JL', displayName: 'JILI' }],
        merchants: [{ code: 'TEST', name: 'Test Casino', primary: '#7c3aed', accent: '#fbbf24' }],
      };
      const first = await renderArt(manifest, dir);
      expect(first.rendered).toBe(9);
      const tile = await sharp(join(dir, manifest.games[0]?.file ?? '')).metadata();
      expect([tile.format, tile.width, tile.height]).toEqual(['webp', 300, 300]);
      const banner = await sharp(join(dir, manifest.banners[0]?.file ?? '')).metadata();
      expect([banner.width, banner.height]).toEqual([750, 300]);
      // A first screen's banner fits in a new connection's first round trip (10 segments, 14,600 bytes).
      expect(statSync(join(dir, manifest.banners[0]?.file ?? '')).size).toBeLessThan(14_000);
      const icon = await sharp(join(dir, 'vendors', 'JL-WHITE.png')).metadata();
      expect(icon.hasAlpha).toBe(true);
      expect(readdirSync(join(dir, 'vendors')).sort()).toEqual(['JL-BLACK.png', 'JL-WHITE.png']);
      const appIcon = await sharp(join(dir, 'merchants', 'TEST-app-icon-maskable-512.png')).metadata();
      expect([appIcon.format, appIcon.width, appIcon.height]).toEqual(['png', 512, 512]);
      expect((await sharp(join(dir, 'merchants', 'TEST-app-icon-192.png')).metadata()).width).toBe(192);
      const stats = await sharp(join(dir, manifest.games[0]?.file ?? '')).stats();
      // Not a flat box: the channels vary a lot.
      expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(30);
      const second = await renderArt(manifest, dir);
      expect(second).toEqual({ rendered: 0, skipped: 9 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a media folder shared by servers that start together', () => {
  it('is drawn once: the second waits for the first, then finds every file there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-art-shared-'));
    try {
      const manifest: ArtManifest = { games: specs().slice(0, 3), banners: [], vendors: [], merchants: [] };
      const both = await Promise.all([renderArt(manifest, dir), renderArt(manifest, dir)]);
      expect(both.map((each) => each.rendered).sort()).toEqual([0, 3]);
      expect(readdirSync(dir).filter((name) => name.endsWith('.lock'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('provider marks', () => {
  it('puts short letters on the mark', async () => {
    const { initialsOf } = await import('./brand-art');
    expect(['JL', 'INHLIVE', 'SV388', 'DS88', 'TCG_LOTTO_VN', 'IMES'].map(initialsOf)).toEqual([
      'JL',
      'INH',
      'SV',
      'DS88',
      'TCG',
      'IMES',
    ]);
  });
});
