import { PRIZE_MODES, VOLATILITIES, type GameType } from '@lobby/contract/games';
import type { games } from '../schema/index';
import { contentFile } from './art/encoding';
import { GAME_ART_VERSION, gameArtLook, variantApart } from './art/game-art';
import { sectionOf } from './art/motifs';
import { NAMERS, uniqueName } from './names';
import { chance, hashString, intBetween, mulberry32, pick, pickWeighted, type Rng } from './prng';
import { GAME_TYPE_WEIGHTS, type ProviderSeed } from './providers-data';
import type { ArtTheme } from './words';

export type GameRow = typeof games.$inferInsert;

/** What the art renderer needs to draw one game tile; `file` is content-addressed. */
export interface GameArtSpec {
  file: string;
  title: string;
  vassalage: string;
  providerName: string;
  gameType: GameType;
  theme: ArtTheme;
  variant: number;
}

/** Games beyond this many reuse the art of earlier games (benchmark catalogues). */
export const ART_POOL_SIZE = 3000;
/** Only the first games of a catalogue may be hot, so the hot list stays short. */
const HOT_WINDOW = 3000;

const MIN_BET_MINOR: Record<GameType, readonly number[]> = {
  RNG: [1, 2, 5, 10, 20, 50, 100],
  LIVE: [100, 500, 1000, 2000, 5000],
  FISH: [1, 10, 100],
  PVP: [100, 500, 1000],
  SPORTS: [100, 1000],
  LOTT: [100, 1000],
  ELOTT: [100, 1000],
};
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024] as const;

export function artFile(spec: Omit<GameArtSpec, 'file'>): string {
  return contentFile('games', { ...spec, art: GAME_ART_VERSION });
}

/**
 * Generates a merchant's catalogue game by game. Output depends only on the merchant seed, the
 * providers and the index, so growing a catalogue (--games N) adds games without changing the first ones.
 */
export class CatalogueGenerator {
  private readonly seen = new Set<string>();
  private readonly pool: string[] = [];
  /** The look of the last tile drawn in each lobby section, so the next one is told apart from it. */
  private readonly lastLook = new Map<string, string>();
  private readonly vendorsByType = new Map<GameType, (readonly [ProviderSeed, number])[]>();
  private index = 0;

  constructor(
    private readonly merchantCode: string,
    private readonly nodeIdBase: number,
    providers: readonly ProviderSeed[],
    private readonly signatureGame?: string,
  ) {
    for (const provider of providers) {
      if (provider.inHouse) continue;
      for (const [type, weight] of Object.entries(provider.types) as [GameType, number][]) {
        const list = this.vendorsByType.get(type) ?? [];
        list.push([provider, weight]);
        this.vendorsByType.set(type, list);
      }
    }
  }

  next(): { row: GameRow; art: GameArtSpec | null } {
    const i = this.index++;
    const rng = mulberry32(hashString(this.merchantCode) ^ Math.imul(i + 1, 0x9e3779b1));
    const types = GAME_TYPE_WEIGHTS.filter(([type]) => this.vendorsByType.has(type));
    const signature = i === 0 && this.signatureGame && this.vendorsByType.has('RNG') ? this.signatureGame : undefined;
    const gameType = signature ? 'RNG' : pickWeighted(rng, types);
    const provider = pickWeighted(rng, this.vendorsByType.get(gameType) ?? []);
    const named = uniqueName(this.seen, () =>
      signature
        ? { name: signature, theme: 'ocean', classify: ['Megaways', 'FeatureBuy'] }
        : NAMERS[gameType](rng, provider.vassalage),
    );
    const drawn = {
      title: named.name,
      vassalage: provider.vassalage,
      providerName: provider.displayName,
      gameType,
      theme: named.theme,
      variant: intBetween(rng, 0, 7),
    };
    const section = sectionOf(gameType, provider.vassalage);
    const spec = { ...drawn, variant: variantApart(drawn, this.lastLook.get(section)) };
    this.lastLook.set(section, gameArtLook(spec));
    const ownArt = i < ART_POOL_SIZE;
    const file = ownArt ? artFile(spec) : (this.pool[i % ART_POOL_SIZE] ?? artFile(spec));
    if (ownArt) this.pool.push(file);
    return { row: this.row(i, rng, gameType, provider, named, file), art: ownArt ? { ...spec, file } : null };
  }

  private row(
    i: number,
    rng: Rng,
    gameType: GameType,
    provider: ProviderSeed,
    named: ReturnType<typeof uniqueName>,
    file: string,
  ): GameRow {
    const freeToTry = (gameType === 'RNG' || gameType === 'FISH') && chance(rng, 0.7);
    const hot = i < HOT_WINDOW && chance(rng, gameType === 'RNG' ? 0.04 : 0.02);
    const row = {
      merchantCode: this.merchantCode,
      nodeId: String(this.nodeIdBase + i),
      gameType,
      vassalage: provider.vassalage,
      gameName: named.name,
      nodeName: named.name,
      gameId: `${provider.vassalage.toLowerCase()}_${(1000 + i).toString(36)}`,
      roomId: gameType === 'LIVE' ? `${provider.vassalage}-${named.tableId ?? 'A'}` : null,
      supportPlay: freeToTry ? 0 : 1,
      freeplay: freeToTry ? 1 : 0,
      lottoMode: lottoMode(rng, gameType),
      gameCode: named.name.replace(/[^A-Za-z0-9]+/g, ''),
      isGameH5: 1,
      classify: named.classify,
      minBetMinor: pick(rng, MIN_BET_MINOR[gameType]),
      minLine: gameType === 'RNG' ? pick(rng, SLOT_LINES) : 1,
      rtpBp: gameType === 'LIVE' ? intBetween(rng, 9700, 9900) : intBetween(rng, 9400, 9750),
      volatility: pick(rng, VOLATILITIES),
      isNew: chance(rng, 0.08),
      isHot: hot,
      hotRank: hot ? i + 1 : null,
      sort: i + 1,
      image: `/media/${file}`,
    };
    return { ...row, createdAt: onlineDate(i, row.isNew) };
  }
}

const DAY_MS = 86_400_000;
/** A fixed day the demo catalogue's online dates count back from (the seed stays deterministic). */
const ONLINE_ANCHOR_MS = Date.UTC(2026, 9, 1);

/**
 * When a demo game went online: new games in the last 60 days, the rest over the three years before.
 * Spread by a hash of the index, not the random stream, so every other drawn field stays as it was.
 */
function onlineDate(i: number, isNew: boolean): Date {
  const spread = (i * 2_654_435_761) % 1_000;
  const daysAgo = isNew ? spread % 60 : 60 + spread;
  return new Date(ONLINE_ANCHOR_MS - daysAgo * DAY_MS - (i % DAY_MS));
}

function lottoMode(rng: Rng, gameType: GameType): string | null {
  if (gameType === 'ELOTT') return PRIZE_MODES.Elott;
  if (gameType === 'LOTT') return chance(rng, 0.3) ? PRIZE_MODES.ZY : PRIZE_MODES.Lott;
  return null;
}
