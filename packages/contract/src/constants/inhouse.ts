/**
 * The in-house games: their rules and pay tables. The server draws the outcomes; the games show
 * these tables; the published RTP is computed from them (rules/inhouse-rtp.ts).
 */

/** How a game is started: real money, or free play with fun credits. */
export const LAUNCH_MODES = ['real', 'free'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

/** Which in-house engine plays a game; external games have none. */
export const INHOUSE_ENGINES = ['slot', 'keno', 'dice', 'plinko', 'limbo'] as const;
export type InhouseEngine = (typeof INHOUSE_ENGINES)[number];

/** Stakes a player may choose, in minor units (1.00 to 100.00); multiples of 10 keep pays whole. */
export const STAKES_MINOR = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

/** Fun credits a free-play launch starts with (1,000.00). */
export const FREE_PLAY_BALANCE_MINOR = 100_000;

/** A real win of at least this much (50.00) goes on the winners board. */
export const WINNERS_BOARD_MIN_WIN_MINOR = 5_000;

/** A launch ticket lives this long (the game page keeps using it). */
export const GAME_TICKET_TTL_MINUTES = 12 * 60;

export const SLOT = {
  reels: 5,
  rows: 3,
  /** Each reel spins the same strip; counts per symbol (strip length 32). */
  strip: { SEVEN: 2, DIAMOND: 3, BELL: 4, CHERRY: 5, PLUM: 6, LEMON: 6, CLOVER: 6 },
  /** Line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. */
  pays: {
    SEVEN: [110, 550, 2_750],
    DIAMOND: [65, 275, 1_300],
    BELL: [45, 175, 650],
    CHERRY: [28, 90, 330],
    PLUM: [18, 55, 220],
    LEMON: [17, 55, 220],
    CLOVER: [13, 40, 150],
  },
  /** The 10 fixed paylines: the row (0 top, 2 bottom) on each reel. The stake is spread over them. */
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ],
} as const;
/** The symbols, most valuable first. */
export const SLOT_SYMBOLS = [
  'SEVEN',
  'DIAMOND',
  'BELL',
  'CHERRY',
  'PLUM',
  'LEMON',
  'CLOVER',
] as const satisfies readonly (keyof typeof SLOT.strip)[];
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const KENO = {
  /** Numbers 1 to 40; the draw takes 10; a player picks 1 to 10. */
  pool: 40,
  draws: 10,
  maxPicks: 10,
  /** Pays in tenths of the stake, by picks then hits (index = hits): 38 is 3.8x. */
  pays: {
    1: [0, 38],
    2: [0, 0, 165],
    3: [0, 0, 25, 500],
    4: [0, 0, 13, 90, 1_350],
    5: [0, 0, 7, 34, 340, 4_250],
    6: [0, 0, 4, 20, 120, 1_200, 8_000],
    7: [0, 0, 0, 17, 68, 425, 2_500, 8_500],
    8: [0, 0, 0, 12, 40, 200, 800, 4_000, 8_000],
    9: [0, 0, 0, 8, 23, 117, 470, 2_350, 6_250, 7_800],
    10: [0, 0, 0, 4, 15, 75, 300, 1_500, 4_500, 7_500, 7_500],
  } as Record<number, readonly number[]>,
} as const;

/**
 * Dice: the roll is a whole number of hundredths from 0.00 to 99.99, each equally likely. "Under"
 * wins below the target, "over" above it (never on it). The multiplier is the house's share of
 * 1 over the win chance, so every target returns the same RTP.
 */
export const DICE = {
  /** Possible rolls (0.00 to 99.99 in hundredths). */
  outcomes: 10_000,
  /** Win chance bounds, in winning rolls of the 10,000 (1.00 % to 98.00 %). */
  minWinning: 100,
  maxWinning: 9_800,
  /** 1 % house edge: the multiplier pays 99 % of a fair bet. */
  edgeBp: 100,
  /** The target a new game opens with: under 50.00, a 50 % chance at 1.98x. */
  defaultTarget: 5_000,
} as const;
export const DICE_DIRECTIONS = ['under', 'over'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/** The rolls that win a dice bet on `target` (hundredths), `direction`. */
export function diceWinning(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : DICE.outcomes - 1 - target;
}

/** A dice bet's multiplier in ten-thousandths (19800 is 1.98x), rounded down. */
export function diceMultiplierE4(winning: number): number {
  return Math.floor(((DICE.outcomes - DICE.edgeBp) * DICE.outcomes) / winning);
}

/** What a winning dice bet pays, in whole minor units (rounded down). */
export function dicePayoutMinor(stakeMinor: number, winning: number): number {
  return Math.floor((stakeMinor * diceMultiplierE4(winning)) / 10_000);
}

/**
 * Plinko: the ball falls through `rows` rows of pegs, left or right at each with equal chance,
 * into one of rows + 1 buckets; the bucket's multiplier pays. Pays in tenths of the stake, edge
 * buckets first; the tables of the well-known originals, 1 % edge (rules/inhouse-rtp.ts proves it).
 */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_ROWS = [8, 12, 16] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export const PLINKO_PAYS: Record<PlinkoRisk, Record<PlinkoRows, readonly number[]>> = {
  low: {
    8: [56, 21, 11, 10, 5, 10, 11, 21, 56],
    12: [100, 30, 16, 14, 11, 10, 5, 10, 11, 14, 16, 30, 100],
    16: [160, 90, 20, 14, 14, 12, 11, 10, 5, 10, 11, 12, 14, 14, 20, 90, 160],
  },
  medium: {
    8: [130, 30, 13, 7, 4, 7, 13, 30, 130],
    12: [330, 110, 40, 20, 11, 6, 3, 6, 11, 20, 40, 110, 330],
    16: [1_100, 410, 100, 50, 30, 15, 10, 5, 3, 5, 10, 15, 30, 50, 100, 410, 1_100],
  },
  high: {
    8: [290, 40, 15, 3, 2, 3, 15, 40, 290],
    12: [1_700, 240, 81, 20, 7, 2, 2, 2, 7, 20, 81, 240, 1_700],
    16: [10_000, 1_300, 260, 90, 40, 20, 2, 2, 2, 2, 2, 20, 40, 90, 260, 1_300, 10_000],
  },
};

/**
 * Limbo: the player names a target multiplier; the round draws a multiplier 0.99 × N / u for u
 * uniform in 1..N, so it reaches x with chance 0.99 / x. Reaching the target pays the stake times
 * the target (stakes are whole units, targets hundredths: the payout is exact).
 */
export const LIMBO = {
  outcomes: 100_000_000,
  /** The drawn multiplier in hundredths is floor(edgeFactor × outcomes / u): 99 is 0.99 × 100. */
  edgeFactor: 99,
  /** Target bounds in hundredths: 1.01x to 1,000x. */
  minTarget: 101,
  maxTarget: 100_000,
  defaultTarget: 200,
} as const;

/** The draws (of LIMBO.outcomes) that reach a limbo target in hundredths. */
export function limboWinning(target: number): number {
  return Math.floor((LIMBO.edgeFactor * LIMBO.outcomes) / target);
}
