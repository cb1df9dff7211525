/** Game types the catalogue knows (spec lobby §3, §4). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Game types without name search or favourite heart (spec lobby §2, §5). */
export const LOTTERY_GAME_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** Category keys of the category menu: HOME, then vendor categories, with SPORTS split. */
export const HOME_CATEGORY = 'HOME';
export const ESPORTS_CATEGORY = 'ESPORTS';
export const COCKFIGHT_CATEGORY = 'COCKFIGHT';
export type GameCategory = GameType | typeof HOME_CATEGORY | typeof ESPORTS_CATEGORY | typeof COCKFIGHT_CATEGORY;

/** Data types of a game list (spec "game select types"). */
export const DATA_TYPES = ['all', 'fav', 'hot', 'recent', 'new', 'search'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Fixed classify tabs, before the per-type classifications. */
export const FIXED_CLASSIFY_TABS = ['all', 'fav', 'new', 'hot', 'recent'] as const satisfies readonly DataType[];

/** Classification keys games carry in gameClassifyNew. */
export const GAME_CLASSIFY_KEYS = [
  'FeatureBuy',
  'JP',
  'BG',
  'Megaways',
  'Classic',
  'Fruit',
  'Asian',
  'Adventure',
  'Baccarat',
  'Roulette',
  'Blackjack',
  'DragonTiger',
  'SicBo',
  'GameShow',
  'Arcade',
  'Table',
  'Football',
  'Keno',
] as const;
export type GameClassifyKey = (typeof GAME_CLASSIFY_KEYS)[number];

/** E-sports providers among SPORTS vendors (spec: e-sports game codes). */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
/** Cockfight providers among SPORTS vendors. */
export const COCKFIGHT_VENDORS = ['SV388', 'WS168', 'DS88'] as const;
/** In-house providers (the INHOUSE page). */
export const INHOUSE_VENDORS = ['INH', 'INHLIVE'] as const;
/** An in-house provider: its games play on our own wallet, with no provider connection. */
export const isInhouseVendor = (vassalage: string): boolean =>
  (INHOUSE_VENDORS as readonly string[]).includes(vassalage);

/** Prize modes of the lottery pages. */
export const PRIZE_MODES = { Lott: 'Lott', ZY: 'ZY', Elott: 'Elott' } as const;
export type PrizeMode = (typeof PRIZE_MODES)[keyof typeof PRIZE_MODES];
/** Vendors whose ELOTT entry switches the lottery page to the electronic-lottery mode. */
export const ELOTT_PRIZE_VENDORS = ['TCG_LOTTO_VN', 'LOTT'] as const;

/** Platform sent to every game query. */
export const PLATFORM = 'html5';
/** Hot games query: isPlatform 2. */
export const HOT_GAMES_IS_PLATFORM = 2;
/** Vendor game types query: typeId 1. */
export const VENDOR_TYPE_ID = 1;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/**
 * Orders a game list can be asked for (beyond the spec). `popular` is the operator's order, the default;
 * `newest` by the game's online date, `name` A to Z, `rtp` highest return first. Ties keep the operator's order.
 */
export const GAME_SORTS = ['popular', 'newest', 'name', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const DEFAULT_GAME_SORT: GameSort = 'popular';
