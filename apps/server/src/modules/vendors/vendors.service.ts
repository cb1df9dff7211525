import { vendorIconPath } from '@lobby/contract/core';
import { GAME_TYPES, type GameType } from '@lobby/contract/games';
import type { Vendor, VendorGameTypes, VendorSortingEntry } from '@lobby/contract/vendors';
import type { ModelOf } from '../games/games.service';
import type { VendorsRepository } from './vendors.repository';

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

export function toVendor(row: { vassalage: string; displayName: string; isHot: number; gameCount: number }): Vendor {
  return {
    vassalage: row.vassalage,
    displayName: row.displayName,
    isHot: row.isHot,
    iconBlack: vendorIconPath(row.vassalage, 'BLACK'),
    iconWhite: vendorIconPath(row.vassalage, 'WHITE'),
    gameCount: row.gameCount,
  };
}

/** Group ordered rows by game type; every game type is present (empty when the merchant has none). */
export function groupByGameType<R extends { gameType: string }, T>(
  rows: readonly R[],
  map: (row: R) => T,
): Record<GameType, T[]> {
  const grouped = Object.fromEntries(GAME_TYPES.map((type) => [type, [] as T[]])) as Record<GameType, T[]>;
  for (const row of rows) if (isGameType(row.gameType)) grouped[row.gameType].push(map(row));
  return grouped;
}

/** Group the sorting rows into categories, keeping the order of first appearance. */
export function groupSorting(
  rows: readonly { gameCategory: string; vassalage: string; accountTypeName: string }[],
): VendorSortingEntry[] {
  const entries: VendorSortingEntry[] = [];
  for (const row of rows) {
    if (!isGameType(row.gameCategory)) continue;
    let entry = entries.find((candidate) => candidate.gameCategory === row.gameCategory);
    if (!entry) {
      entry = { gameCategory: row.gameCategory, vendorNames: [] };
      entries.push(entry);
    }
    entry.vendorNames.push({ vassalage: row.vassalage, accountTypeName: row.accountTypeName });
  }
  return entries;
}

export function createVendorsService(repository: VendorsRepository, modelOf: ModelOf = () => undefined) {
  return {
    async gameTypes(merchantCode: string): Promise<VendorGameTypes> {
      const model = modelOf(merchantCode);
      if (model) return model.vendorGameTypes;
      return groupByGameType(await repository.gameTypes(merchantCode), toVendor);
    },
    async sorting(merchantCode: string): Promise<VendorSortingEntry[]> {
      const model = modelOf(merchantCode);
      if (model) return model.sorting;
      return groupSorting(await repository.sorting(merchantCode));
    },
  };
}
export type VendorsService = ReturnType<typeof createVendorsService>;
