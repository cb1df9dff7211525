import { GAME_CLASSIFY_KEYS, GAME_TYPES, type GameType } from '@lobby/contract/games';
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import { classifications, games, providers, vendorGameTypes, vendorSorting } from '../schema/index';
import { CatalogueGenerator, type GameArtSpec, type GameRow } from './generator';
import type { MerchantSeed } from './merchants-data';
import { inhouseNodeIds } from './inhouse';
import { CLASSIFY_DISPLAY_NAMES } from './providers-data';

const BATCH = 1000;

/** Providers, their game types and the vendor sorting list of one merchant (upserts). */
export async function seedProviders(db: Db, merchant: MerchantSeed): Promise<void> {
  const code = merchant.row.code;
  await db
    .insert(providers)
    .values(
      merchant.providers.map((p, i) => ({
        merchantCode: code,
        vassalage: p.vassalage,
        displayName: p.displayName,
        isHot: p.hot ? 1 : 0,
        sort: i + 1,
      })),
    )
    .onConflictDoUpdate({
      target: [providers.merchantCode, providers.vassalage],
      // The order is the operator's once the provider exists (decision 090: the seed never undoes an operator).
      set: { displayName: sql`excluded.display_name`, isHot: sql`excluded.is_hot` },
    });
  const memberships = GAME_TYPES.flatMap((gameType) =>
    merchant.providers
      .filter((p) => p.types[gameType] !== undefined)
      .map((p, i) => ({ merchantCode: code, gameType, vassalage: p.vassalage, sort: i + 1 })),
  );
  await db
    .insert(vendorGameTypes)
    .values(memberships)
    .onConflictDoUpdate({
      target: [vendorGameTypes.merchantCode, vendorGameTypes.gameType, vendorGameTypes.vassalage],
      set: { sort: sql`excluded.sort` },
    });
  const sorting = memberships.map((m, i) => ({
    merchantCode: code,
    gameCategory: m.gameType,
    categorySort: GAME_TYPES.indexOf(m.gameType) + 1,
    vassalage: m.vassalage,
    accountTypeName: merchant.providers.find((p) => p.vassalage === m.vassalage)?.displayName ?? m.vassalage,
    sort: i + 1,
  }));
  await db
    .insert(vendorSorting)
    .values(sorting)
    .onConflictDoUpdate({
      target: [vendorSorting.merchantCode, vendorSorting.gameCategory, vendorSorting.vassalage],
      set: {
        categorySort: sql`excluded.category_sort`,
        accountTypeName: sql`excluded.account_type_name`,
        sort: sql`excluded.sort`,
      },
    });
}

/**
 * Grow the merchant's catalogue to `target` games (never shrinks, never duplicates).
 * Returns the art the first games need and how many rows were inserted.
 */
export async function seedGames(
  db: Db,
  merchant: MerchantSeed,
  target: number,
): Promise<{ art: GameArtSpec[]; inserted: number }> {
  const code = merchant.row.code;
  // The in-house games are not generated ones: they do not count towards the target.
  const [existingRow] = await db
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.merchantCode, code), notInArray(games.nodeId, inhouseNodeIds(merchant))));
  const existing = existingRow?.n ?? 0;
  const generator = new CatalogueGenerator(code, merchant.nodeIdBase, merchant.providers, merchant.signatureGame);
  const art: GameArtSpec[] = [];
  let batch: GameRow[] = [];
  let inserted = 0;
  for (let i = 0; i < target; i++) {
    const game = generator.next();
    if (game.art) art.push(game.art);
    if (i < existing) continue;
    batch.push(game.row);
    if (batch.length === BATCH) {
      inserted += await insertGames(db, batch);
      batch = [];
    }
  }
  if (batch.length > 0) inserted += await insertGames(db, batch);
  return { art, inserted };
}

async function insertGames(db: Db, rows: GameRow[]): Promise<number> {
  const result = await db.insert(games).values(rows).onConflictDoNothing().returning({ id: games.id });
  return result.length;
}

/** Recompute per-vendor counts of enabled games and the classifications from the merchant's games. */
export async function refreshDerived(db: Db, merchantCode: string): Promise<void> {
  const counts = await db
    .select({ gameType: games.gameType, vassalage: games.vassalage, n: count() })
    .from(games)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.enabled, true)))
    .groupBy(games.gameType, games.vassalage);
  for (const row of counts) {
    await db
      .update(vendorGameTypes)
      .set({ gameCount: row.n })
      .where(
        sql`${vendorGameTypes.merchantCode} = ${merchantCode} and ${vendorGameTypes.gameType} = ${row.gameType} and ${vendorGameTypes.vassalage} = ${row.vassalage}`,
      );
  }
  const pairs = await queryRows<{ game_type: string; key: string; vendors: string[] }>(
    db,
    sql`
    select game_type, key, array_agg(distinct vassalage order by vassalage) as vendors
    from (select game_type, vassalage, unnest(classify) as key from ${games} where merchant_code = ${merchantCode}) as t
    group by game_type, key`,
  );
  const rows = pairs
    .filter((row) => (GAME_CLASSIFY_KEYS as readonly string[]).includes(row.key))
    .map((row) => ({
      merchantCode,
      gameType: row.game_type as GameType,
      key: row.key,
      displayName: CLASSIFY_DISPLAY_NAMES[row.key] ?? row.key,
      sort: GAME_CLASSIFY_KEYS.indexOf(row.key as (typeof GAME_CLASSIFY_KEYS)[number]) + 1,
      vendors: row.vendors,
    }));
  if (rows.length === 0) return;
  await db
    .insert(classifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [classifications.merchantCode, classifications.gameType, classifications.key],
      set: { vendors: sql`excluded.vendors`, displayName: sql`excluded.display_name`, sort: sql`excluded.sort` },
    });
}
