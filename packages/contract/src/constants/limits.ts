/** Page sizes and counts of spec lobby §9. */
export const PAGE_SIZE = {
  providerList: 36,
  search: 36,
  homeList: 16,
  lobbyList: 9,
  hotGrid: 12,
  vendorList: 9,
  recent: 36,
  favouritesHome: 16,
  favouritesSearch: 100,
  favouritesList: 200,
} as const;

/** Upper bound for any pageSize the API accepts. */
export const MAX_PAGE_SIZE = 200;
export const FIRST_PAGE = 1;
/** Upper bound on pageNo: deep offsets are refused rather than scanned. */
export const MAX_PAGE_NO = 10_000;

export const HOME_HOT_GAMES = 9;
export const HOME_RNG_VENDOR_BLOCKS = 4;
export const HOME_PROVIDER_LOGOS = 6;
export const HOME_PROMOTIONS = 3;

export const WINNERS_LIMIT = 20;
export const WINNERS_PER_SLIDE = 2;
/** Game lists use two rows above this many games. */
export const GAME_ROWS_THRESHOLD = 4;

export const CARD_THEME_COUNT = 9;
export const SKELETON_ITEMS = 6;
export const UNREAD_BADGE_MAX = 99;

/** Input bounds. */
export const MAX_GAME_NAME_LENGTH = 64;
export const MAX_CODE_LENGTH = 32;
export const MAX_VASSALAGE_LIST = 20;
export const MAX_MIN_BET = 1_000_000;
export const MAX_MIN_LINE = 1_024;

/** A game card's image loads once this share of the card is visible (spec lobby §2, game card). */
export const LAZY_IMAGE_THRESHOLD = 0.3;

/** Records pages (betting, account, profit and loss): rows per page, longest range, default range. */
export const RECORDS_PAGE_SIZE = 20;
export const RECORDS_MAX_RANGE_DAYS = 90;
export const RECORDS_DEFAULT_RANGE_DAYS = 7;
/** Records ranges lie between the starts of these years (the database refuses year 0). */
export const RECORDS_MIN_YEAR = 2000;
export const RECORDS_MAX_YEAR = 2100;
