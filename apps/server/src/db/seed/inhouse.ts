import { PRIZE_MODES, type GameType } from '@lobby/contract/games';
import { INHOUSE_ENGINES, publishedRtpBp, type InhouseEngine } from '@lobby/contract/inhouse';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { games } from '../schema/index';
import { artFile, type GameArtSpec } from './generator';
import { MERCHANTS, type MerchantSeed } from './merchants-data';
import type { ArtTheme } from './words';

interface InhouseGame {
  engine: InhouseEngine;
  /** Node id = the merchant's node id base minus this: just below its generated ones, so ids stay its own. */
  offset: number;
  gameType: GameType;
  /** The prize mode of a lottery-type game. */
  lottoMode: string | null;
  title: string;
  classify: string[];
  minLine: number;
  volatility: string;
  theme: ArtTheme;
  variant: number;
}

/**
 * The games our own engines play: one per engine, each a distinct game with its own name (no re-skins of
 * one engine under many titles). Keno comes first and tops the hot list.
 */
const INHOUSE_GAMES: readonly InhouseGame[] = [
  {
    engine: 'keno',
    offset: 1,
    // A quick-draw lottery: an electronic-lottery game with the Keno classification, like the providers'
    // keno games, so it is listed and reported as one, not as a slot.
    gameType: 'ELOTT',
    lottoMode: PRIZE_MODES.Elott,
    title: 'Nova Keno',
    classify: ['Keno'],
    minLine: 1,
    volatility: 'medium',
    theme: 'space',
    variant: 3,
  },
  {
    engine: 'slot',
    offset: 2,
    gameType: 'RNG',
    lottoMode: null,
    title: 'Nova Fruit Reels',
    classify: ['Classic', 'Fruit'],
    minLine: 10,
    volatility: 'medium',
    theme: 'fruit',
    variant: 1,
  },
  // The Stake-style originals: instant games (one request, one seeded result), listed under Arcade.
  ...(
    [
      { engine: 'dice', offset: 3, title: 'Nova Dice', variant: 1, volatility: 'medium' },
      { engine: 'plinko', offset: 4, title: 'Nova Plinko', variant: 0, volatility: 'high' },
      { engine: 'limbo', offset: 5, title: 'Nova Limbo', variant: 2, volatility: 'high' },
    ] as const
  ).map((original) => ({
    ...original,
    gameType: 'RNG' as const,
    lottoMode: null,
    classify: ['Arcade'],
    minLine: 1,
    theme: 'casino' as const,
  })),
];

type Merchant = Pick<MerchantSeed, 'nodeIdBase'>;

/** An in-house game's node id at a merchant. */
export function inhouseNodeId(merchant: Merchant, engine: InhouseEngine): string {
  const offset = INHOUSE_GAMES.find((game) => game.engine === engine)?.offset ?? 0;
  return String(merchant.nodeIdBase - offset);
}
/** Node ids of a merchant's in-house games, which the generated catalogue does not count. */
export function inhouseNodeIds(merchant: Merchant): string[] {
  return INHOUSE_GAMES.map((game) => inhouseNodeId(merchant, game.engine));
}
export const kenoNodeId = (merchant: Merchant) => inhouseNodeId(merchant, 'keno');

/** The default merchant's in-house games (tests). */
const DEFAULT_MERCHANT = MERCHANTS[0] ?? { nodeIdBase: 100_000 };
export const KENO_NODE_ID = inhouseNodeId(DEFAULT_MERCHANT, 'keno');
export const SLOT_NODE_ID = inhouseNodeId(DEFAULT_MERCHANT, 'slot');
export const DICE_NODE_ID = inhouseNodeId(DEFAULT_MERCHANT, 'dice');
export const PLINKO_NODE_ID = inhouseNodeId(DEFAULT_MERCHANT, 'plinko');
export const LIMBO_NODE_ID = inhouseNodeId(DEFAULT_MERCHANT, 'limbo');
export const ORIGINAL_NODE_IDS: readonly string[] = [DICE_NODE_ID, PLINKO_NODE_ID, LIMBO_NODE_ID];

/**
 * The in-house games every merchant has, inserted once each (an existing one is never touched, but keno's
 * type is put right on a database seeded before it was a lottery), and for every game an engine plays
 * the RTP its pay table publishes.
 */
export async function seedInhouseGames(
  db: Db,
  merchant: MerchantSeed,
): Promise<{ art: GameArtSpec[]; inserted: number; retyped: boolean }> {
  const code = merchant.row.code;
  const providerName = merchant.providers.find((p) => p.vassalage === 'INH')?.displayName ?? 'INH';
  const art: GameArtSpec[] = [];
  let inserted = 0;
  for (const [i, game] of INHOUSE_GAMES.entries()) {
    const spec = {
      title: game.title,
      vassalage: 'INH',
      providerName,
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
        nodeId: inhouseNodeId(merchant, game.engine),
        gameType: game.gameType,
        lottoMode: game.lottoMode,
        vassalage: 'INH',
        gameName: game.title,
        nodeName: game.title,
        gameId: `inh_${game.engine}`,
        supportPlay: 0,
        freeplay: 1,
        gameCode: game.title.replace(/[^A-Za-z0-9]+/g, ''),
        classify: game.classify,
        minBetMinor: 100,
        minLine: game.minLine,
        rtpBp: publishedRtpBp(game.engine),
        volatility: game.volatility,
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
    inserted += rows.length;
  }
  const retyped = await retypeKeno(db, code);
  for (const engine of INHOUSE_ENGINES) {
    await db
      .update(games)
      .set({ rtpBp: publishedRtpBp(engine) })
      .where(and(eq(games.merchantCode, code), eq(games.engine, engine)));
  }
  return { art, inserted, retyped };
}

/** A database seeded before keno was typed as a lottery gets its type and classification put right. */
async function retypeKeno(db: Db, merchantCode: string): Promise<boolean> {
  const keno = INHOUSE_GAMES.find((game) => game.engine === 'keno');
  if (!keno) return false;
  const rows = await db
    .update(games)
    .set({ gameType: keno.gameType, lottoMode: keno.lottoMode, classify: keno.classify })
    .where(and(eq(games.merchantCode, merchantCode), eq(games.engine, 'keno'), ne(games.gameType, keno.gameType)))
    .returning({ id: games.id });
  return rows.length > 0;
}
