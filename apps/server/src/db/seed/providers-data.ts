import type { GameType } from '@lobby/contract/games';

export interface ProviderSeed {
  vassalage: string;
  displayName: string;
  hot: boolean;
  /** Game types the provider serves, with a relative weight for how many games it gets. */
  types: Partial<Record<GameType, number>>;
  /** Our own studio: its games are the few our engines play (seed/inhouse.ts), never generated. */
  inHouse?: true;
}

/**
 * The providers of the demo catalogue. Codes named by the contract's presets (JL, RTG, PG, JDB,
 * INH, INHLIVE, the e-sports and cockfight vendors, TCG_LOTTO_VN) are all here.
 */
export const PROVIDERS: readonly ProviderSeed[] = [
  { vassalage: 'JL', displayName: 'JILI', hot: true, types: { RNG: 10, FISH: 5, PVP: 3 } },
  { vassalage: 'PG', displayName: 'PG Soft', hot: true, types: { RNG: 10 } },
  { vassalage: 'PP', displayName: 'Pragmata Play', hot: true, types: { RNG: 9, LIVE: 6 } },
  { vassalage: 'JDB', displayName: 'JDB Gaming', hot: true, types: { RNG: 6, FISH: 4 } },
  { vassalage: 'RTG', displayName: 'Real Time Gaming', hot: false, types: { RNG: 5 } },
  // In-house: its games are seeded apart (seed/inhouse.ts), never generated; the keno makes it an e-lottery provider too.
  { vassalage: 'INH', displayName: 'Nova Originals', hot: true, types: { RNG: 1, ELOTT: 0 }, inHouse: true },
  { vassalage: 'FC', displayName: 'Fa Chai', hot: false, types: { RNG: 4, FISH: 3 } },
  { vassalage: 'CQ9', displayName: 'CQ9 Gaming', hot: false, types: { RNG: 4, FISH: 2 } },
  { vassalage: 'SPX', displayName: 'Spinix Studios', hot: false, types: { RNG: 3 } },
  { vassalage: 'HAB', displayName: 'Habanera', hot: false, types: { RNG: 3 } },
  { vassalage: 'NLF', displayName: 'Nolimit Forge', hot: false, types: { RNG: 2 } },
  { vassalage: 'YGR', displayName: 'Yggra Reels', hot: false, types: { RNG: 2 } },
  { vassalage: 'BPK', displayName: 'Bluepeak Gaming', hot: false, types: { RNG: 2 } },
  { vassalage: 'RSG', displayName: 'Royal Slot Gaming', hot: false, types: { RNG: 2, FISH: 1 } },
  { vassalage: 'KA', displayName: 'KA Gaming', hot: false, types: { RNG: 2, FISH: 2 } },
  { vassalage: 'INHLIVE', displayName: 'Nova Live', hot: true, types: { LIVE: 5 } },
  { vassalage: 'EVL', displayName: 'Evolve Live', hot: true, types: { LIVE: 8 } },
  { vassalage: 'SAG', displayName: 'SA Gaming', hot: false, types: { LIVE: 4 } },
  { vassalage: 'DG', displayName: 'Dream Gaming', hot: false, types: { LIVE: 4 } },
  { vassalage: 'WMC', displayName: 'WM Casino', hot: false, types: { LIVE: 3 } },
  { vassalage: 'KM', displayName: 'Kingmaker', hot: false, types: { PVP: 4 } },
  { vassalage: 'V8', displayName: 'V8 Poker', hot: false, types: { PVP: 3 } },
  { vassalage: 'TPG', displayName: 'Tongits Pro', hot: false, types: { PVP: 2 } },
  { vassalage: 'SABA', displayName: 'SABA Sports', hot: true, types: { SPORTS: 4 } },
  { vassalage: 'SBT', displayName: 'SportsBet Pro', hot: false, types: { SPORTS: 3 } },
  { vassalage: 'CMD', displayName: 'CMD Sports', hot: false, types: { SPORTS: 3 } },
  { vassalage: 'AV', displayName: 'AV E-Sports', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'AI', displayName: 'AI E-Sports', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'IMES', displayName: 'IM E-Sports', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'TF', displayName: 'TF Gaming', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'IA', displayName: 'IA E-Sports', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'SV388', displayName: 'SV388', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'WS168', displayName: 'WS168', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'DS88', displayName: 'DS88 Sabong', hot: false, types: { SPORTS: 2 } },
  { vassalage: 'TCG', displayName: 'TCG Lottery', hot: false, types: { LOTT: 4 } },
  { vassalage: 'GPK', displayName: 'GPK Lotto', hot: false, types: { LOTT: 3, ELOTT: 2 } },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', hot: true, types: { LOTT: 2, ELOTT: 4 } },
  { vassalage: 'SGW', displayName: 'SG Win', hot: false, types: { ELOTT: 3 } },
];

/** Share of the catalogue per game type. */
export const GAME_TYPE_WEIGHTS: readonly (readonly [GameType, number])[] = [
  ['RNG', 60],
  ['LIVE', 10],
  ['FISH', 8],
  ['PVP', 7],
  ['SPORTS', 6],
  ['LOTT', 4],
  ['ELOTT', 5],
];

export const CLASSIFY_DISPLAY_NAMES: Record<string, string> = {
  FeatureBuy: 'Feature Buy',
  JP: 'Jackpot',
  BG: 'Bingo',
  Megaways: 'Megaways',
  Classic: 'Classic',
  Fruit: 'Fruit',
  Asian: 'Asian',
  Adventure: 'Adventure',
  Baccarat: 'Baccarat',
  Roulette: 'Roulette',
  Blackjack: 'Blackjack',
  DragonTiger: 'Dragon Tiger',
  SicBo: 'Sic Bo',
  GameShow: 'Game Show',
  Arcade: 'Arcade',
  Table: 'Table Games',
  Football: 'Football',
  Keno: 'Keno',
};
