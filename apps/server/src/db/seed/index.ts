import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { catalogueVersions, merchants } from '../schema/index';
import type { BannerArtSpec } from './banners-data';
import { refreshDerived, seedGames, seedProviders } from './catalogue';
import { seedBanners, seedWins } from './extras';
import { seedInhouseGames } from './inhouse';
import type { GameArtSpec } from './generator';
import { MERCHANTS } from './merchants-data';
import { seedHelp } from './help';
import { seedPromotions } from './promotions';
import { seedMembers } from './members';
import { seedResponsibleGaming } from './responsible-gaming';
import { seedActivity } from './activity';
import { seedAnnouncements } from './announcements';
import { seedCannedReplies } from './chat';
import { seedInbox } from './inbox';
import { seedRanks } from './ranks';
import { seedAgentContracts } from './agent-contracts';
import { seedOperators } from './operators';
import { seedCashier } from './cashier';
import { seedCashierActivity } from './cashier-activity';
import { seedProviderConnections } from './provider-connections';

export { DEFAULT_MERCHANT_CODE, SECOND_MERCHANT_CODE, MERCHANTS } from './merchants-data';

export interface SeedOptions {
  /** Catalogue size of the default merchant (the second one gets a small share). */
  games: number;
  log?: (message: string) => void;
  now?: Date;
  /**
   * The demo players' deposits and withdrawals (default on). The test template leaves them out, so the
   * cashier's tests start from empty queues.
   */
  cashierActivity?: boolean;
  /** Where the demo transfer receipts go (the server's UPLOADS_DIR); without it the pending transfer has none. */
  uploadsDir?: string;
  /** PROVIDERS_SANDBOX_URL: the demo provider connections point there (its default when left out). */
  providersSandboxUrl?: string;
}

/** Everything the art renderer draws for this catalogue. */
export interface ArtManifest {
  games: GameArtSpec[];
  banners: BannerArtSpec[];
  vendors: { vassalage: string; displayName: string }[];
  merchants: { code: string; name: string; primary: string; accent: string }[];
}

export interface SeedResult {
  inserted: number;
  art: ArtManifest;
}

const SEED_LOCK = 7_361_005;

/**
 * Seed the demo data: idempotent (upserts and insert-if-missing), grows the catalogue to `games`,
 * never duplicates. Runs in one transaction under an advisory lock so concurrent starts are safe.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const art: ArtManifest = { games: [], banners: [], vendors: [], merchants: [] };
  let inserted = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const merchant of MERCHANTS) {
      const { row } = merchant;
      await tx
        .insert(merchants)
        .values(row)
        .onConflictDoUpdate({
          target: merchants.code,
          // Settings an operator changed since win over the seed's; keys the seed adds later still arrive.
          set: {
            name: row.name,
            domains: row.domains,
            settings: sql`${JSON.stringify(row.settings)}::jsonb || ${merchants.settings}`,
            isDefault: row.isDefault,
          },
        });
      await seedProviders(tx, merchant);
      const target = merchant.gameCount(options.games);
      const result = await seedGames(tx, merchant, target);
      const inhouse = await seedInhouseGames(tx, merchant);
      inserted += result.inserted + inhouse.inserted;
      if (result.inserted > 0 || inhouse.inserted > 0 || inhouse.retyped) await refreshDerived(tx, row.code);
      art.games.push(...result.art, ...inhouse.art);
      art.banners.push(...(await seedPromotions(tx, merchant)).art);
      const seededBanners = await seedBanners(tx, merchant);
      art.banners.push(...seededBanners.art);
      const seededWins = await seedWins(tx, merchant, options.now);
      await seedMembers(tx, row.code);
      await seedResponsibleGaming(tx, row.code, options.now);
      await seedActivity(tx, row.code, options.now);
      await seedAnnouncements(tx, merchant, options.now);
      await seedInbox(tx, row.code);
      await seedCannedReplies(tx, row.code);
      await seedHelp(tx, merchant);
      await seedRanks(tx, row.code);
      await seedAgentContracts(tx, row.code);
      await seedCashier(tx, row.code);
      await seedProviderConnections(tx, merchant, options.providersSandboxUrl);
      if (options.cashierActivity !== false) {
        await seedCashierActivity(tx, row.code, options.now ?? new Date(), options.uploadsDir);
      }
      await bumpCatalogueVersion(
        tx,
        row.code,
        result.inserted > 0 || inhouse.inserted > 0 || inhouse.retyped || seededBanners.inserted || seededWins,
      );
      art.merchants.push({ code: row.code, name: row.name, ...merchant.palette });
      log(`seed: ${row.code} has ${target} games (${result.inserted} new)`);
    }
    await seedOperators(tx);
  });
  if (inserted > 0) await db.execute(sql`vacuum analyze`);
  const vendors = new Map<string, string>();
  for (const merchant of MERCHANTS) for (const p of merchant.providers) vendors.set(p.vassalage, p.displayName);
  art.vendors = [...vendors].map(([vassalage, displayName]) => ({ vassalage, displayName }));
  return { inserted, art };
}

/** Make sure the merchant has a catalogue version; move it when something changed. */
async function bumpCatalogueVersion(db: Db, merchantCode: string, changed: boolean): Promise<void> {
  const insert = db.insert(catalogueVersions).values({ merchantCode, version: 1 });
  if (!changed) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: catalogueVersions.merchantCode,
    set: { version: sql`${catalogueVersions.version} + 1`, updatedAt: sql`now()` },
  });
}
