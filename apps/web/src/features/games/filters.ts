import { MAX_VASSALAGE_LIST } from '@lobby/contract/core';
import {
  DATA_TYPES,
  DEFAULT_GAME_SORT,
  GAME_CLASSIFY_KEYS,
  GAME_SORTS,
  matchesName,
  type DataType,
  type Game,
  type GameClassifyKey,
  type GameFilterPreset,
  type GameSort,
} from '@lobby/contract/games';
import type { Vendor, VendorGameTypes } from '@lobby/contract/vendors';
import type { GameListParams } from './api/games';
import { gameTitle } from './game-title';

/** The shareable state of a game list, kept in the URL. */
export interface GameFilters {
  vassalage: string;
  gameClassify: GameClassifyKey | '';
  dataType: DataType;
  gameName: string;
  /** The list's order (the server sorts; popular is the operator's order). */
  sort: GameSort;
}

export const FILTER_PARAMS = {
  vassalage: 'vassalage',
  gameClassify: 'gameClassify',
  dataType: 'dataType',
  gameName: 'gameName',
  sort: 'sort',
} as const;

/** Defaults are left out of the URL. */
const DEFAULTS: Partial<Record<keyof GameFilters, string>> = { dataType: 'all', sort: DEFAULT_GAME_SORT };

const isDataType = (value: string | null): value is DataType =>
  value !== null && (DATA_TYPES as readonly string[]).includes(value);
const isSort = (value: string | null): value is GameSort =>
  value !== null && (GAME_SORTS as readonly string[]).includes(value);
const isClassify = (value: string | null): value is GameClassifyKey =>
  value !== null && (GAME_CLASSIFY_KEYS as readonly string[]).includes(value);

export function readFilters(params: URLSearchParams): GameFilters {
  const dataType = params.get(FILTER_PARAMS.dataType);
  const classify = params.get(FILTER_PARAMS.gameClassify);
  const sort = params.get(FILTER_PARAMS.sort);
  return {
    vassalage: params.get(FILTER_PARAMS.vassalage)?.trim() ?? '',
    gameClassify: isClassify(classify) ? classify : '',
    dataType: isDataType(dataType) ? dataType : 'all',
    gameName: params.get(FILTER_PARAMS.gameName)?.trim() ?? '',
    sort: isSort(sort) ? sort : DEFAULT_GAME_SORT,
  };
}

/** Apply a change to the URL parameters; empty values and the defaults are left out. */
export function writeFilters(params: URLSearchParams, patch: Partial<GameFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const name = FILTER_PARAMS[key as keyof GameFilters];
    if (!value || DEFAULTS[key as keyof GameFilters] === value) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The server query for a list: preset first, then the user's choices on top. */
export function toGameListParams(preset: GameFilterPreset, filters: GameFilters, pageSize: number): GameListParams {
  return {
    gameType: preset.gameType,
    vassalage: filters.vassalage || presetVendors(preset),
    gameClassify: filters.gameClassify || preset.gameClassify || undefined,
    gameName: filters.gameName || undefined,
    isNew: filters.dataType === 'new' || preset.isNew === true ? true : undefined,
    sort: filters.sort === DEFAULT_GAME_SORT ? undefined : filters.sort,
    pageSize,
  };
}

/** The preset's vendors as a comma list; none (the whole type) when there are none or too many to send. */
function presetVendors(preset: GameFilterPreset): string | undefined {
  const count = preset.vendors.length;
  return count > 0 && count <= MAX_VASSALAGE_LIST ? preset.vendors.join(',') : undefined;
}

/** The hot tab filters the preloaded hot list locally by the list's type, vendors, classification and name. */
export function filterHotGames(hot: readonly Game[], preset: GameFilterPreset, filters: GameFilters): Game[] {
  const vendors = filters.vassalage ? [filters.vassalage] : preset.vendors;
  const classify = filters.gameClassify || preset.gameClassify;
  return hot.filter(
    (game) =>
      game.gameType === preset.gameType &&
      (vendors.length === 0 || vendors.includes(game.vassalage)) &&
      (!classify || game.gameClassifyNew.includes(classify)) &&
      matchesName(gameTitle(game), filters.gameName),
  );
}

/** The vendors a list offers: the game type's vendors, limited to the preset's when it has some. */
export function vendorsFor(mapping: Partial<VendorGameTypes> | undefined, preset: GameFilterPreset): Vendor[] {
  const all = mapping?.[preset.gameType] ?? [];
  return preset.vendors.length > 0 ? all.filter((vendor) => preset.vendors.includes(vendor.vassalage)) : all;
}

/** The classify tab that shows as selected. */
export function activeTab(filters: GameFilters): string {
  return filters.gameClassify || filters.dataType;
}
