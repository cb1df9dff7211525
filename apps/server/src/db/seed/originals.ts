import { publishedRtpBp, type InhouseEngine } from '@lobby/contract';
import type { Db } from '../client';
import { games } from '../schema/index';
import { artFile, type GameArtSpec } from './generator';
import { MERCHANTS, type MerchantSeed } from './merchants-data';

/**
 * The Stake-style originals: one title per engine, each its own game. They are instant RNG games
 * (one request, one seeded result), listed with the slots under the Arcade classification.
 */
const ORIGINALS = [
  { engine: 'dice', title: 'Nova Dice', gameCode: 'NovaDice', offset: 2, variant: 1, volatility: 'medium' },
  { engine: 'plinko', title: 'Nova Plinko', gameCode: 'NovaPlinko', offset: 3, variant: 0, volatility: 'high' },
  { engine: 'limbo', title: 'Nova Limbo', gameCode: 'NovaLimbo', offset: 4, variant: 2, volatility: 'high' },
] as const satisfies readonly {
  engine: InhouseEngine;
  title: string;
  gameCode: string;
  offset: number;
  variant: number;
  volatility: string;
}[];
export type OriginalEngine = (typeof ORIGINALS)[number]['engine'];

/** An original's node id: below the merchant's generated ones and its keno (base - 1). */
export function originalNodeId(merchant: Pick<MerchantSeed, 'nodeIdBase'>, engine: OriginalEngine): string {
  const offset = ORIGINALS.find((original) => original.engine === engine)?.offset ?? 0;
  return String(merchant.nodeIdBase - offset);
}
/** Every original's node id at a merchant. */
export function originalNodeIds(merchant: Pick<MerchantSeed, 'nodeIdBase'>): string[] {
  return ORIGINALS.map((original) => originalNodeId(merchant, original.engine));
}
/** The default merchant's originals (tests). */
const DEFAULT_BASE = MERCHANTS[0] ?? { nodeIdBase: 100_000 };
export const DICE_NODE_ID = originalNodeId(DEFAULT_BASE, 'dice');
export const PLINKO_NODE_ID = originalNodeId(DEFAULT_BASE, 'plinko');
export const LIMBO_NODE_ID = originalNodeId(DEFAULT_BASE, 'limbo');
export const ORIGINAL_NODE_IDS: readonly string[] = [DICE_NODE_ID, PLINKO_NODE_ID, LIMBO_NODE_ID];

/** Insert the originals a merchant lacks, never touching one it has (seedInhouseGames keeps every RTP current). */
export async function seedOriginals(db: Db, merchant: MerchantSeed): Promise<{ art: GameArtSpec[]; inserted: number }> {
  const code = merchant.row.code;
  const providerName = merchant.providers.find((p) => p.vassalage === 'INH')?.displayName ?? 'INH';
  const art: GameArtSpec[] = [];
  let inserted = 0;
  for (const original of ORIGINALS) {
    const spec = {
      title: original.title,
      vassalage: 'INH',
      providerName,
      gameType: 'RNG' as const,
      theme: 'casino' as const,
      variant: original.variant,
    };
    const file = artFile(spec);
    art.push({ ...spec, file });
    const rows = await db
      .insert(games)
      .values({
        merchantCode: code,
        nodeId: originalNodeId(merchant, original.engine),
        gameType: 'RNG',
        vassalage: 'INH',
        gameName: original.title,
        nodeName: original.title,
        gameId: `inh_${original.engine}`,
        supportPlay: 0,
        freeplay: 1,
        gameCode: original.gameCode,
        classify: ['Arcade'],
        minBetMinor: 100,
        minLine: 1,
        rtpBp: publishedRtpBp(original.engine),
        volatility: original.volatility,
        isNew: true,
        isHot: true,
        hotRank: 0,
        sort: -original.offset,
        image: `/media/${file}`,
        engine: original.engine,
      })
      .onConflictDoNothing()
      .returning({ id: games.id });
    inserted += rows.length;
  }
  return { art, inserted };
}
