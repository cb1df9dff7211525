import { INHOUSE_ENGINES, PRIZE_MODES, publishedRtpBp } from '@lobby/contract';
import { and, eq, ne } from 'drizzle-orm';
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
 * The in-house keno is a quick-draw lottery: an electronic-lottery game (ELOTT) with the Keno
 * classification, like the providers' keno games, so it is listed and reported as one, not as a slot.
 */
const KENO_TYPE = { gameType: 'ELOTT', lottoMode: PRIZE_MODES.Elott, classify: ['Keno'] } as const;

/**
 * The in-house games every merchant has: the keno game (inserted once, its type kept right on an
 * older database) and, for every game an engine plays, the RTP its pay table publishes.
 */
export async function seedInhouseGames(
  db: Db,
  merchant: MerchantSeed,
): Promise<{ art: GameArtSpec; inserted: boolean; retyped: boolean }> {
  const code = merchant.row.code;
  const provider = merchant.providers.find((p) => p.vassalage === 'INH');
  const spec = {
    title: 'Nova Keno',
    vassalage: 'INH',
    providerName: provider?.displayName ?? 'INH',
    gameType: KENO_TYPE.gameType,
    theme: 'space' as const,
    variant: 3,
  };
  const art = { ...spec, file: artFile(spec) };
  const inserted = await db
    .insert(games)
    .values({
      merchantCode: code,
      nodeId: kenoNodeId(merchant),
      ...KENO_TYPE,
      classify: [...KENO_TYPE.classify],
      vassalage: 'INH',
      gameName: spec.title,
      nodeName: spec.title,
      gameId: 'inh_keno',
      supportPlay: 0,
      freeplay: 1,
      gameCode: 'NovaKeno',
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
  const retyped = await db
    .update(games)
    .set({ ...KENO_TYPE, classify: [...KENO_TYPE.classify] })
    .where(and(eq(games.merchantCode, code), eq(games.engine, 'keno'), ne(games.gameType, KENO_TYPE.gameType)))
    .returning({ id: games.id });
  for (const engine of INHOUSE_ENGINES) {
    await db
      .update(games)
      .set({ rtpBp: publishedRtpBp(engine) })
      .where(and(eq(games.merchantCode, code), eq(games.engine, engine)));
  }
  return { art, inserted: inserted.length > 0, retyped: retyped.length > 0 };
}
