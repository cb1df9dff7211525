import type { BannerGroup } from '../constants/banners';
import type { GameType } from '../constants/games';
import type { SpecialEntry } from './presets';

/** What a game-list page shows: a game type, or a special entry that presets its filters. */
export type PageEntry = GameType | SpecialEntry;

/**
 * The game lists, one shared page each (the web app's route table), by the path under /m/: the
 * entry, and so the preset, comes from the path. The server paints their first screen and the bench
 * audits them from this same table, so a new list page is added here once.
 */
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

/** Sports-like pages: sports, e-sports, cockfight, lottery and e-lottery. */
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

/** The banner group shown above a game type's lists. */
export function bannerGroupFor(gameType: GameType): BannerGroup {
  return BANNER_FOR_TYPE[gameType];
}

/** Every game-list page's path (/m/slot-games, ...). */
export function gameListPaths(): string[] {
  return [...Object.keys(GAME_CENTER_PAGES), ...Object.keys(SPORTS_LIKE_PAGES)].map((page) => `/m/${page}`);
}

/**
 * A name the bench searches for on the search page (a piece of the demo catalogue's names), and the
 * provider whose own list it audits.
 */
export const AUDITED_SEARCH_TERM = 'dragon';
export const AUDITED_PROVIDER = 'PG';

/**
 * Every page a player lands on, with the budgets of design.md §7: home, the engagement pages, the
 * game centre, every game list, search, hot, favourites (a visitor's view: sign-in is asked on
 * the page itself) and the providers' pages.
 */
export function landingPages(): string[] {
  return [
    '/m/home',
    '/m/activity',
    '/m/notice',
    '/m/gameCenter',
    ...gameListPaths(),
    `/m/slot-games?vassalage=${AUDITED_PROVIDER}`,
    `/m/search-games?gameName=${AUDITED_SEARCH_TERM}`,
    '/m/hot-games',
    '/m/fav-games',
    '/m/provider',
  ];
}
