import { GAME_CLASSIFY_KEYS, type GameClassifyKey } from '@lobby/contract/games';
import type { Classification } from '@lobby/contract/vendors';
import type { Db } from '../../db/client';
import { toGame } from '../games/games.mapper';
import { createGamesRepository } from '../games/games.repository';
import { createVendorsRepository } from '../vendors/vendors.repository';
import { createVendorsService } from '../vendors/vendors.service';
import { createCatalogueModelRepository } from './catalogue-model.repository';
import { MerchantCatalogue, type CatalogueGame } from './merchant-catalogue';
import { GameJsonArena } from './game-json-arena';
import { NameIndex } from './name-index';

/** Games per query while building: small enough that PGlite (on the event loop) answers requests in between. */
export const BUILD_PAGE_SIZE = 1000;

const isClassifyKey = (value: string): value is GameClassifyKey =>
  (GAME_CLASSIFY_KEYS as readonly string[]).includes(value);

export type CatalogueBuilder = (merchantCode: string, version: number) => Promise<MerchantCatalogue>;

/** Reads one merchant's published catalogue from the database into a MerchantCatalogue. */
export function createCatalogueBuilder(db: Db, pageSize = BUILD_PAGE_SIZE): CatalogueBuilder {
  const repository = createCatalogueModelRepository(db);
  const games = createGamesRepository(db);
  const vendors = createVendorsService(createVendorsRepository(db));

  return async (merchantCode, version) => {
    const providerNames = await games.providerNames(merchantCode);
    const rows: CatalogueGame[] = [];
    const names = new NameIndex();
    const json = new GameJsonArena();
    let after: number | undefined;
    for (;;) {
      const page = await repository.gamesPage(merchantCode, after, pageSize);
      const entries = page.map((row) => ({
        game: toGame(row, providerNames),
        minBetMinor: row.minBetMinor,
        hotRank: row.hotRank,
        onlineAt: Date.parse(row.createdAt),
      }));
      rows.push(...entries);
      names.add(page.map((row) => row.gameName));
      json.add(entries.map((entry) => entry.game));
      if (page.length < pageSize) break;
      after = page[page.length - 1]!.sort;
      // Let waiting requests run between pages (PGlite answers on this thread too).
      await new Promise((resolve) => setImmediate(resolve));
    }
    const classifications = new Map<string, Classification[]>();
    for (const row of await repository.classifications(merchantCode)) {
      if (!isClassifyKey(row.key)) continue;
      const list = classifications.get(row.gameType) ?? [];
      list.push({ key: row.key, displayName: row.displayName, vendors: row.vendors });
      classifications.set(row.gameType, list);
    }
    return new MerchantCatalogue({
      version,
      games: rows,
      vendorGameTypes: await vendors.gameTypes(merchantCode),
      sorting: await vendors.sorting(merchantCode),
      classifications,
      names,
      json,
    });
  };
}
