import {
  GAME_CENTER_PAGES,
  GAME_TYPES,
  SPORTS_LIKE_PAGES,
  bannerGroupFor,
  type PageEntry,
  HOME_CATEGORY,
  type CategoryItem,
  isSpecialEntry,
  presetFor,
  type GameClassifyKey,
  type GameFilterPreset,
} from '@lobby/contract/games';

export { GAME_CENTER_PAGES, SPORTS_LIKE_PAGES, bannerGroupFor, type PageEntry };

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
