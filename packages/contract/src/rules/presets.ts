import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  INHOUSE_VENDORS,
  type GameClassifyKey,
  type GameType,
} from '../constants/games';

/** Special game-type entries and the filters they preset (spec lobby §4). */
const SPECIAL_ENTRIES = [
  'BINGO',
  'INHOUSE',
  'JL',
  'RTG',
  'PG',
  'JDB',
  'JACKPOT',
  'FEATURE',
  'ESPORTS',
  'COCKFIGHT',
  'NEW',
] as const;
export type SpecialEntry = (typeof SPECIAL_ENTRIES)[number];

export interface GameFilterPreset {
  gameType: GameType;
  /** Vendors the page is limited to; empty means every vendor of the game type. */
  vendors: readonly string[];
  gameClassify?: GameClassifyKey;
  isNew?: boolean;
}

const PRESETS: Record<SpecialEntry, GameFilterPreset> = {
  BINGO: { gameType: 'RNG', vendors: [], gameClassify: 'BG' },
  INHOUSE: { gameType: 'RNG', vendors: INHOUSE_VENDORS },
  JL: { gameType: 'RNG', vendors: ['JL'] },
  RTG: { gameType: 'RNG', vendors: ['RTG'] },
  PG: { gameType: 'RNG', vendors: ['PG'] },
  JDB: { gameType: 'RNG', vendors: ['JDB'] },
  JACKPOT: { gameType: 'RNG', vendors: [], gameClassify: 'JP' },
  FEATURE: { gameType: 'RNG', vendors: [], gameClassify: 'FeatureBuy' },
  ESPORTS: { gameType: 'SPORTS', vendors: ESPORTS_VENDORS },
  COCKFIGHT: { gameType: 'SPORTS', vendors: COCKFIGHT_VENDORS },
  NEW: { gameType: 'RNG', vendors: [], isNew: true },
};

export function isSpecialEntry(value: string): value is SpecialEntry {
  return (SPECIAL_ENTRIES as readonly string[]).includes(value);
}

/** The filters a special entry presets; a plain game type presets only itself. */
export function presetFor(entry: SpecialEntry | GameType): GameFilterPreset {
  return isSpecialEntry(entry) ? PRESETS[entry] : { gameType: entry, vendors: [] };
}
