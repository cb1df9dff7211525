import type { BannerGroup } from '@lobby/contract/banners';
import {
  GAME_TYPES,
  HOME_CATEGORY,
  type CategoryItem,
  isSpecialEntry,
  presetFor,
  type GameClassifyKey,
  type GameFilterPreset,
  type GameType,
  type SpecialEntry,
} from '@lobby/contract/games';

export type PageEntry = GameType | SpecialEntry;

/** Game-center pages: one shared page, the entry (and so the preset) taken from the path. */
export const GAME_CENTER_PAGES: Readonly<Record<string, PageEntry>> = {
  'slot-games': 'RNG',
  'live-games': 'LIVE',
  'fishing-games': 'FISH',
  'poker-games': 'PVP',
  inHouse: 'INHOUSE',
  'jili-games': 'JL',
  'rtg-games': 'RTG',
  jackpots: 'JACKPOT',
  bingo: 'BINGO',
};

/** Sports-like pages: provider cards for sports, e-sports, cockfight, lottery and e-lottery. */
export const SPORTS_LIKE_PAGES: Readonly<Record<string, PageEntry>> = {
  'sport-games': 'SPORTS',
  'esport-games': 'ESPORTS',
  cockfight: 'COCKFIGHT',
  lott: 'LOTT',
  elott: 'ELOTT',
};

const BANNER_FOR_TYPE: Record<GameType, BannerGroup> = {
  RNG: 'm_rng',
  LIVE: 'm_live',
  FISH: 'm_fish',
  PVP: 'm_pvp',
  SPORTS: 'm_sports',
  LOTT: 'm_lott',
  ELOTT: 'm_elott',
};

export function bannerGroupFor(gameType: GameType): BannerGroup {
  return BANNER_FOR_TYPE[gameType];
}

export function isPageEntry(value: string | null): value is PageEntry {
  return value !== null && ((GAME_TYPES as readonly string[]).includes(value) || isSpecialEntry(value));
}

function lastSegment(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/**
 * The entry a game-center path shows. `/m/gameCenter` takes it from the gameType query
 * parameter (a game type or a special entry such as PG, NEW or FEATURE); without one it is the
 * hub (isGameCenterHub), and slots where an entry is needed.
 */
export function gameCenterEntry(pathname: string, params: URLSearchParams): PageEntry {
  const fromPath = GAME_CENTER_PAGES[lastSegment(pathname)];
  if (fromPath) return fromPath;
  const fromQuery = params.get('gameType');
  return isPageEntry(fromQuery) ? fromQuery : 'RNG';
}

/** The page of a category or a special entry (`/m/slot-games` for RNG, `/m/inHouse` for INHOUSE, ...). */
export function entryPagePath(entry: PageEntry): string {
  const pages = { ...GAME_CENTER_PAGES, ...SPORTS_LIKE_PAGES };
  const path = Object.keys(pages).find((key) => pages[key] === entry);
  return path ? `/m/${path}` : `/m/gameCenter?gameType=${entry}`;
}

/** `/m/gameCenter` without a game type is the game centre itself: categories and providers. */
export function isGameCenterHub(pathname: string, params: URLSearchParams): boolean {
  return lastSegment(pathname) === 'gameCenter' && !isPageEntry(params.get('gameType'));
}

export function sportsLikeEntry(pathname: string): PageEntry {
  return SPORTS_LIKE_PAGES[lastSegment(pathname)] ?? 'SPORTS';
}

/** The title entry: the slot list opened with gameClassify=FeatureBuy is the feature-buy page. */
export function titleEntry(entry: PageEntry, gameClassify: GameClassifyKey | ''): PageEntry {
  return entry === 'RNG' && gameClassify === 'FeatureBuy' ? 'FEATURE' : entry;
}

export function pagePreset(entry: PageEntry): GameFilterPreset {
  return presetFor(entry);
}

/**
 * A home category's list: e-sports and cockfight keep their vendor presets, SPORTS is limited to
 * the sports vendors left after the split, other categories show every vendor of their type.
 */
export function categoryPreset(item: CategoryItem): GameFilterPreset {
  const entry = item.gameCategory === HOME_CATEGORY ? 'RNG' : item.gameCategory;
  const preset = presetFor(entry);
  return entry === 'SPORTS' ? { ...preset, vendors: item.vendors } : preset;
}
