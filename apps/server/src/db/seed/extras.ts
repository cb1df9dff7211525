import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { BannerLinkType } from '@lobby/contract/banners';
import type { Db } from '../client';
import { banners, games, wins } from '../schema/index';
import { bannerSeeds, type BannerArtSpec, type BannerTarget } from './banners-data';
import { moneyFor, promotionIdsByKey } from './promotions';
import type { MerchantSeed } from './merchants-data';
import { hashString, intBetween, mulberry32, pick, pickWeighted } from './prng';
import { PLAYER_NAMES, PLAYER_TAILS } from './words';

/**
 * Banners of a merchant in every language, inserted once. A banner for a promotion links to it by
 * id (so the promotions are seeded first). Returns the art they need either way.
 */
export async function seedBanners(
  db: Db,
  merchant: MerchantSeed,
): Promise<{ art: BannerArtSpec[]; inserted: boolean }> {
  const code = merchant.row.code;
  const seeds = bannerSeeds(merchant.row.name, moneyFor(merchant.row.settings.currency ?? 'USD'));
  const [existing] = await db.select({ n: count() }).from(banners).where(eq(banners.merchantCode, code));
  const missing = (existing?.n ?? 0) === 0;
  if (missing) {
    const promotionIds = await promotionIdsByKey(db, merchant);
    await db.insert(banners).values(
      seeds.map((banner, i) => ({
        merchantCode: code,
        groupName: banner.groupName,
        title: banner.title,
        imageUrl: `/media/${banner.art.file}`,
        language: banner.language,
        ...linkOf(banner.target, promotionIds),
        sort: i + 1,
      })),
    );
  }
  return { art: seeds.map((banner) => banner.art), inserted: missing };
}

function linkOf(target: BannerTarget, promotionIds: Map<string, number>) {
  if ('route' in target) return { linkType: 'ROUTE' as BannerLinkType, linkage: target.route };
  const id = promotionIds.get(target.promotion);
  if (id === undefined) throw new Error(`seed: banner for a promotion that was not seeded: ${target.promotion}`);
  return { linkType: 'PROMOTION' as BannerLinkType, linkage: String(id) };
}

const WIN_COUNT = 160;
const WIN_WINDOW_MINUTES = 36 * 60;

/** Recent wins for the winners board, inserted once per merchant. */
export async function seedWins(db: Db, merchant: MerchantSeed, now = new Date()): Promise<boolean> {
  const code = merchant.row.code;
  const [existing] = await db.select({ n: count() }).from(wins).where(eq(wins.merchantCode, code));
  if ((existing?.n ?? 0) > 0) return false;
  const pool = await db
    .select({ nodeId: games.nodeId, gameType: games.gameType })
    .from(games)
    .where(and(eq(games.merchantCode, code), lte(games.sort, 3000)))
    .orderBy(asc(games.sort));
  if (pool.length === 0) return false;
  const rng = mulberry32(hashString(`${code}:wins`));
  const rows = Array.from({ length: WIN_COUNT }, (_, i) => {
    const game = pick(rng, pool);
    // Mostly modest wins, now and then a big one; amounts in minor units.
    const major = pickWeighted(rng, [
      [intBetween(rng, 5, 300), 60],
      [intBetween(rng, 300, 5_000), 30],
      [intBetween(rng, 5_000, 250_000), 10],
    ] as const);
    const amount = BigInt(major * 100 + intBetween(rng, 0, 99));
    const minutesAgo = Math.floor((i / WIN_COUNT) * WIN_WINDOW_MINUTES) + intBetween(rng, 0, 5);
    return {
      merchantCode: code,
      customerName: `${pick(rng, PLAYER_NAMES)}${pick(rng, PLAYER_TAILS)}`,
      nodeId: game.nodeId,
      gameType: game.gameType,
      winAmountMinor: amount,
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    };
  });
  await db.insert(wins).values(rows);
  return true;
}
