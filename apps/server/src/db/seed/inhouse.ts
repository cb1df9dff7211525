import { INHOUSE_ENGINES, PRIZE_MODES, publishedRtpBp, type GameType, type InhouseEngine } from '@lobby/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { games } from '../schema/index';
import { artFile, type GameArtSpec } from './generator';
import { MERCHANTS, type MerchantSeed } from './merchants-data';
import type { ArtTheme } from './words';

/**
 * The in-house keno's node id: just below the merchant's generated ones, so every merchant's node ids
 * stay its own.
 */
export function kenoNodeId(merchant: Pick<MerchantSeed, 'nodeIdBase'>): string {
  return String(merchant.nodeIdBase - 1);
}
/** The default merchant's keno (tests). */
export const KENO_NODE_ID = kenoNodeId(MERCHANTS[0] ?? { nodeIdBase: 100_000 });

/** The in-house slot's node id: just below the keno's. */
export function slotNodeId(merchant: Pick<MerchantSeed, 'nodeIdBase'>): string {
  return String(merchant.nodeIdBase - 2);
}
/** The default merchant's in-house slot (tests). */
export const SLOT_NODE_ID = slotNodeId(MERCHANTS[0] ?? { nodeIdBase: 100_000 });

/** Node ids of a merchant's in-house games, which the generated catalogue does not count. */
export function inhouseNodeIds(merchant: Pick<MerchantSeed, 'nodeIdBase'>): string[] {
  return [kenoNodeId(merchant), slotNodeId(merchant)];
}

interface InhouseGame {
  engine: InhouseEngine;
  gameType: GameType;
  /** The prize mode of a lottery-type game. */
  lottoMode: string | null;
  nodeId: (merchant: MerchantSeed) => string;
  title: string;
  gameId: string;
  classify: string[];
  minLine: number;
  theme: ArtTheme;
  variant: number;
}

/**
 * The games our own engines play: one per engine, each a distinct game with its own name (no
 * re-skins of one engine under many titles). Keno comes first (sort 0) and tops the hot list.
 */
const INHOUSE_GAMES: readonly InhouseGame[] = [
  {
    engine: 'keno',
    // A quick-draw lottery: an electronic-lottery game with the Keno classification, like the providers'
    // keno games, so it is listed and reported as one, not as a slot.
    gameType: 'ELOTT',
    lottoMode: PRIZE_MODES.Elott,
    nodeId: kenoNodeId,
    title: 'Nova Keno',
    gameId: 'inh_keno',
    classify: ['Keno'],
    minLine: 1,
    theme: 'space',
    variant: 3,
  },
  {
    engine: 'slot',
    gameType: 'RNG',
    lottoMode: null,
    nodeId: slotNodeId,
    title: 'Nova Fruit Reels',
    gameId: 'inh_slot',
    classify: ['Classic', 'Fruit'],
    minLine: 10,
    theme: 'fruit',
    variant: 1,
  },
];

/**
 * The in-house games every merchant has, inserted once each, and for every game an engine plays the
 * RTP its pay table publishes.
 */
export async function seedInhouseGames(
  db: Db,
  merchant: MerchantSeed,
): Promise<{ art: GameArtSpec[]; inserted: boolean; retyped: boolean }> {
  const code = merchant.row.code;
  const provider = merchant.providers.find((p) => p.vassalage === 'INH');
  const art: GameArtSpec[] = [];
  let inserted = false;
  for (const [i, game] of INHOUSE_GAMES.entries()) {
    const spec = {
      title: game.title,
      vassalage: 'INH',
      providerName: provider?.displayName ?? 'INH',
      gameType: game.gameType,
      theme: game.theme,
      variant: game.variant,
    };
    const gameArt = { ...spec, file: artFile(spec) };
    art.push(gameArt);
    const rows = await db
      .insert(games)
      .values({
        merchantCode: code,
        nodeId: game.nodeId(merchant),
        gameType: game.gameType,
        lottoMode: game.lottoMode,
        vassalage: 'INH',
        gameName: game.title,
        nodeName: game.title,
        gameId: game.gameId,
        supportPlay: 0,
        freeplay: 1,
        gameCode: game.title.replace(/[^A-Za-z0-9]+/g, ''),
        classify: game.classify,
        minBetMinor: 100,
        minLine: game.minLine,
        rtpBp: publishedRtpBp(game.engine),
        volatility: 'medium',
        isNew: true,
        isHot: true,
        hotRank: i,
        // Ahead of the generated catalogue (sort 1 up), keno first: sort is unique per merchant.
        sort: i + 1 - INHOUSE_GAMES.length,
        image: `/media/${gameArt.file}`,
        engine: game.engine,
      })
      .onConflictDoNothing()
      .returning({ id: games.id });
    inserted ||= rows.length > 0;
  }
  // A database seeded before keno was typed as a lottery gets its type and classification put right.
  const keno = INHOUSE_GAMES.find((game) => game.engine === 'keno');
  const retyped = keno
    ? await db
        .update(games)
        .set({ gameType: keno.gameType, lottoMode: keno.lottoMode, classify: keno.classify })
        .where(and(eq(games.merchantCode, code), eq(games.engine, 'keno'), ne(games.gameType, keno.gameType)))
        .returning({ id: games.id })
    : [];
  for (const engine of INHOUSE_ENGINES) {
    await db
      .update(games)
      .set({ rtpBp: publishedRtpBp(engine) })
      .where(and(eq(games.merchantCode, code), eq(games.engine, engine)));
  }
  return { art, inserted, retyped: retyped.length > 0 };
}
