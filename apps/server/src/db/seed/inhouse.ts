import { publishedRtpBp, INHOUSE_ENGINES } from '@lobby/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { games } from '../schema/index';
import { artFile, type GameArtSpec } from './generator';
import { MERCHANTS, type MerchantSeed } from './merchants-data';

/**
 * The in-house keno's node id: just below the merchant's generated ones, so every merchant's node ids
 * stay its own. It comes ahead of the generated catalogue (sort 0) and tops the hot list.
 */
export function kenoNodeId(merchant: Pick<MerchantSeed, 'nodeIdBase'>): string {
  return String(merchant.nodeIdBase - 1);
}
/** The default merchant's keno (tests). */
export const KENO_NODE_ID = kenoNodeId(MERCHANTS[0] ?? { nodeIdBase: 100_000 });

/**
 * The in-house games every merchant has: the keno game (inserted once) and, for every game an
 * engine plays, the RTP its pay table publishes.
 */
export async function seedInhouseGames(
  db: Db,
  merchant: MerchantSeed,
): Promise<{ art: GameArtSpec; inserted: boolean }> {
  const code = merchant.row.code;
  const provider = merchant.providers.find((p) => p.vassalage === 'INH');
  const spec = {
    title: 'Nova Keno',
    vassalage: 'INH',
    providerName: provider?.displayName ?? 'INH',
    gameType: 'RNG' as const,
    theme: 'space' as const,
    variant: 3,
  };
  const art = { ...spec, file: artFile(spec) };
  const inserted = await db
    .insert(games)
    .values({
      merchantCode: code,
      nodeId: kenoNodeId(merchant),
      gameType: 'RNG',
      vassalage: 'INH',
      gameName: spec.title,
      nodeName: spec.title,
      gameId: 'inh_keno',
      supportPlay: 0,
      freeplay: 1,
      gameCode: 'NovaKeno',
      classify: [],
      minBetMinor: 100,
      minLine: 1,
      rtpBp: publishedRtpBp('keno'),
      volatility: 'medium',
      isNew: true,
      isHot: true,
      hotRank: 0,
      sort: 0,
      image: `/media/${art.file}`,
      engine: 'keno',
    })
    .onConflictDoNothing()
    .returning({ id: games.id });
  for (const engine of INHOUSE_ENGINES) {
    await db
      .update(games)
      .set({ rtpBp: publishedRtpBp(engine) })
      .where(and(eq(games.merchantCode, code), eq(games.engine, engine)));
  }
  return { art, inserted: inserted.length > 0 };
}
