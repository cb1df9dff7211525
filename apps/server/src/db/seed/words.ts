/** Word lists for plausible game names. Each theme word carries an art theme and, for slots, a classification. */
export type ArtTheme =
  | 'oriental'
  | 'ocean'
  | 'egypt'
  | 'myth'
  | 'nordic'
  | 'candy'
  | 'fruit'
  | 'jungle'
  | 'space'
  | 'fire'
  | 'gems'
  | 'western'
  | 'classic'
  | 'casino'
  | 'sport'
  | 'lotto';

export const SLOT_THEMES: readonly (readonly [string, ArtTheme])[] = [
  ['Dragon', 'oriental'], ['Phoenix', 'oriental'], ['Tiger', 'oriental'], ['Panda', 'oriental'], ['Koi', 'oriental'],
  ['Mahjong', 'oriental'], ['Fortune Cat', 'oriental'], ['Money Tree', 'oriental'], ['Lantern', 'oriental'],
  ['Lotus', 'oriental'], ['Sakura', 'oriental'], ['Samurai', 'oriental'], ['Geisha', 'oriental'], ['Ninja', 'oriental'],
  ['Jade', 'oriental'], ['Mermaid', 'ocean'], ['Poseidon', 'ocean'], ['Pearl', 'ocean'], ['Reef', 'ocean'],
  ['Pirate', 'ocean'], ['Kraken', 'ocean'], ['Dolphin', 'ocean'], ['Pharaoh', 'egypt'], ['Cleopatra', 'egypt'],
  ['Anubis', 'egypt'], ['Scarab', 'egypt'], ['Sphinx', 'egypt'], ['Zeus', 'myth'], ['Athena', 'myth'],
  ['Medusa', 'myth'], ['Hercules', 'myth'], ['Genie', 'myth'], ['Sultan', 'myth'], ['Unicorn', 'myth'],
  ['Viking', 'nordic'], ['Odin', 'nordic'], ['Thor', 'nordic'], ['Frost', 'nordic'], ['Wolf', 'nordic'],
  ['Candy', 'candy'], ['Sugar', 'candy'], ['Cupcake', 'candy'], ['Bubble', 'candy'], ['Fruit', 'fruit'],
  ['Cherry', 'fruit'], ['Melon', 'fruit'], ['Lemon', 'fruit'], ['Juicy', 'fruit'], ['Aztec', 'jungle'],
  ['Inca', 'jungle'], ['Jungle', 'jungle'], ['Safari', 'jungle'], ['Gorilla', 'jungle'], ['Buffalo', 'jungle'],
  ['Lion', 'jungle'], ['Galaxy', 'space'], ['Rocket', 'space'], ['Cosmic', 'space'], ['Robot', 'space'],
  ['Neon', 'space'], ['Volcano', 'fire'], ['Blaze', 'fire'], ['Inferno', 'fire'], ['Fire Joker', 'fire'],
  ['Diamond', 'gems'], ['Ruby', 'gems'], ['Emerald', 'gems'], ['Crystal', 'gems'], ['Sapphire', 'gems'],
  ['Cowboy', 'western'], ['Gold Rush', 'western'], ['Outlaw', 'western'], ['Mariachi', 'western'],
  ['Fiesta', 'western'], ['Sevens', 'classic'], ['Bells', 'classic'], ['Bar', 'classic'], ['Joker', 'classic'],
];

export const SLOT_ADJECTIVES = [
  'Golden', 'Lucky', 'Mighty', 'Wild', 'Royal', 'Sacred', 'Mystic', 'Crazy', 'Super', 'Mega', 'Hyper', 'Blazing',
  'Frozen', 'Shining', 'Neon', 'Ancient', 'Hidden', 'Secret', 'Sweet', 'Fiery', 'Thunder', 'Magic', 'Imperial',
  'Happy', 'Big', 'Rich', 'Grand', 'Double', 'Triple', 'Epic', 'Legendary', 'Savage', 'Twin', 'Midnight', 'Lucky Lucky',
] as const;

export const SLOT_NOUNS = [
  'Riches', 'Fortune', 'Wilds', 'Ways', 'Reels', 'Gems', 'Treasure', 'Quest', 'Rush', 'Blitz', 'Party', 'Legends',
  'Kingdom', 'Empire', 'Temple', 'Gold', 'Bonanza', 'Jackpot', 'Spins', 'Strike', 'Frenzy', 'Fever', 'Link', 'Blast',
  'Hunt', 'Vault', 'Palace', 'Wins', 'Cash', 'Mania', 'Coins', 'Princess', 'King', 'Queen', 'Heist',
] as const;

export const SLOT_SUFFIXES = [
  'Deluxe', 'Megaways', '2', '3', 'Hold & Win', 'Extreme', 'Gold Edition', 'Rising', 'Returns', 'Xmas', 'Max',
  'Ultra', 'Power Reels', 'Dream Drop', '1000', 'Cluster Pays', 'Respin',
] as const;

export const SLOT_PLACES: readonly (readonly [string, ArtTheme])[] = [
  ['Olympus', 'myth'], ['Egypt', 'egypt'], ['Atlantis', 'ocean'], ['the Nile', 'egypt'], ['the Amazon', 'jungle'],
  ['Asgard', 'nordic'], ['Babylon', 'myth'], ['Persia', 'myth'], ['Macau', 'oriental'], ['Shanghai', 'oriental'],
  ['Bali', 'jungle'], ['Avalon', 'myth'], ['the Aztecs', 'jungle'], ['the Deep', 'ocean'], ['the Sun', 'fire'],
  ['the Moon', 'space'], ['Valhalla', 'nordic'], ['El Dorado', 'western'], ['Mars', 'space'], ['Siam', 'oriental'],
];

export const BINGO_WORDS = ['Bingo', 'Pachinko Bingo', 'Bingo Blast', 'Bingo Star', 'Bingo Carnival', 'Lucky Bingo'] as const;

export const LIVE_KINDS: readonly (readonly [string, string])[] = [
  ['Baccarat', 'Baccarat'], ['Squeeze Baccarat', 'Baccarat'], ['No Commission Baccarat', 'Baccarat'],
  ['Roulette', 'Roulette'], ['Auto Roulette', 'Roulette'], ['Blackjack', 'Blackjack'], ['Infinite Blackjack', 'Blackjack'],
  ['Dragon Tiger', 'DragonTiger'], ['Sic Bo', 'SicBo'], ['Fan Tan', 'SicBo'], ['Money Wheel', 'GameShow'],
  ['Coin Flip', 'GameShow'], ['Dice Duel', 'GameShow'], ['Ball Drop', 'GameShow'],
];
export const LIVE_PREFIXES = [
  'Speed', 'VIP', 'Classic', 'Lucky', 'Golden', 'Royal', 'Prime', 'Super', 'Lightning', 'Immersive', 'First Person',
  'Salon', 'Mega', 'Crazy', 'Asia',
] as const;
export const TABLE_IDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', '1', '2', '3', '5', '7', '8', '9', '11', '12', '18'] as const;

export const FISH_ADJECTIVES = [
  'Ocean', 'Dragon', 'Golden', 'Royal', 'Mega', 'Happy', 'Jackpot', 'Thunder', 'Shark', 'Lucky', 'Deep Sea', 'Crab',
  'Octopus', 'Mermaid', 'Bombing', 'Boom', 'Cai Shen', 'Dinosaur', 'Monster', 'All-Star',
] as const;
export const FISH_NOUNS = ['Fishing', 'Hunter', 'King', 'Legend', 'War', 'Blast', 'Frenzy', 'Paradise', 'Catch'] as const;

export const PVP_GAMES: readonly (readonly [string, string])[] = [
  ["Texas Hold'em", 'Table'], ['Teen Patti', 'Table'], ['Rummy', 'Table'], ['Tongits', 'Table'], ['Pusoy Dos', 'Table'],
  ['Blackjack Duel', 'Table'], ['Mahjong Battle', 'Arcade'], ['Niu Niu', 'Table'], ['Pai Gow', 'Table'],
  ['Andar Bahar', 'Table'], ['Poker Dice', 'Arcade'], ['Sam Gong', 'Table'], ['Domino QQ', 'Table'],
  ['Capsa Susun', 'Table'], ['Crash Rocket', 'Arcade'], ['Mines', 'Arcade'], ['Plinko', 'Arcade'],
];
export const PVP_MODES = ['Classic', 'Pro', 'Rush', 'VIP', 'Blitz', 'Tournament', 'Royale', 'Duel', 'Club', 'Master'] as const;

export const SPORTS_GAMES: readonly (readonly [string, boolean])[] = [
  ['Football', true], ['Virtual Football', true], ['Soccer', true], ['Basketball', false], ['Tennis', false],
  ['Horse Racing', false], ['Badminton', false], ['Volleyball', false], ['Baseball', false], ['Cricket', false],
];
export const ESPORTS_GAMES = ['Dota 2', 'League of Legends', 'CS2', 'Valorant', 'Mobile Legends', 'PUBG Mobile', 'King of Glory', 'FIFA Online'] as const;
export const COCKFIGHT_GAMES = ['Sabong', 'Cockfight', 'Rooster Battle', 'Derby', 'Gamefowl'] as const;
export const SPORTS_VARIANTS = ['Live', 'Pro', 'League', 'Cup', 'Arena', 'Masters', 'Express', 'Night', 'Championship', 'Sportsbook'] as const;

export const LOTT_REGIONS = [
  'Vietnam North', 'Vietnam South', 'Vietnam Central', 'Thai', 'Lao', 'Malaysia', 'Singapore', 'Hanoi', 'Saigon',
  'Indo', 'Cambodia', 'Macau', 'Taiwan', 'Hong Kong',
] as const;
export const LOTT_KINDS = ['Lotto', '4D', 'Keno', 'Toto', 'Daily Draw', 'Mega 6/45', 'Power 6/55'] as const;
export const ELOTT_KINDS = [
  'Speed Lotto', 'Fast 3', 'PK10 Racing', 'Lucky 28', 'Quick Keno', 'Fast Lotto', 'Lucky Airship', 'Happy 8',
  'VN Super Lotto', 'Lightning 5D',
] as const;
export const ELOTT_INTERVALS = ['30s', '45s', '1 Min', '3 Min', '5 Min', '10 Min'] as const;

export const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

export const PLAYER_NAMES = [
  'andre', 'budi', 'citra', 'dewi', 'eko', 'fajar', 'gita', 'hendra', 'indah', 'joko', 'kevin', 'lina', 'maya',
  'nanda', 'oscar', 'putri', 'rizky', 'sari', 'tono', 'wulan', 'yoga', 'zain', 'jason', 'mike', 'nathan', 'liam',
  'chloe', 'emma', 'ryan', 'alex', 'bella', 'daniel', 'hana', 'kenji', 'minh', 'anh', 'linh', 'somchai', 'niran',
] as const;
export const PLAYER_TAILS = ['88', '99', '777', '168', '_vip', '2024', '01', '123', '_ok', 'xx', '8', '66', 'jp'] as const;
