import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, type GameType } from '@lobby/contract/games';
import type { GameArtSpec } from '../generator';
import type { ArtTheme } from '../words';
import type { EmblemName } from './emblems';
import { hashPick } from './svg';

/** A title pattern and the motif it names. The first match wins, so specific words come first. */
type Rule = readonly [RegExp, EmblemName];

const first = (rules: readonly Rule[], title: string) => rules.find(([pattern]) => pattern.test(title))?.[1];
/** One of a family, by the title: titles are unique in a catalogue, so the family's members spread evenly. */
const byTitle = (options: readonly EmblemName[], title: string): EmblemName =>
  options[hashPick(title, options.length)] ?? 'coin';

const LIVE: readonly Rule[] = [
  [/money wheel/, 'moneyWheel'],
  [/roulette|wheel/, 'wheel'],
  [/sic bo|dice|fan tan/, 'dice'],
  [/coin/, 'coin'],
  [/ball drop/, 'plinko'],
  [/dragon tiger/, 'versus'],
  [/baccarat/, 'baccarat'],
  [/blackjack/, 'blackjack'],
];

const FISH: readonly Rule[] = [
  [/shark/, 'shark'],
  [/octopus/, 'octopus'],
  [/crab/, 'crab'],
  [/mermaid/, 'shell'],
];
export const FISH_FAMILY: readonly EmblemName[] = ['fish', 'shark', 'octopus', 'crab', 'puffer', 'shell'];

const PVP: readonly Rule[] = [
  [/poker dice/, 'dice'],
  [/hold'em|poker/, 'holdem'],
  [/blackjack/, 'blackjack'],
  [/mahjong/, 'mahjong'],
  [/domino|pai gow/, 'domino'],
  [/crash|rocket/, 'rocket'],
  [/mines/, 'mines'],
  [/plinko/, 'plinko'],
];

/** Cockfighting: one bird, or two squaring up where the title names a fight. */
export const COCKFIGHT_FAMILY: readonly EmblemName[] = ['rooster', 'roosterDuel'];
const COCKFIGHT: readonly Rule[] = [
  [/battle|cockfight|derby/, 'roosterDuel'],
  [/.*/, 'rooster'],
];
export const ESPORTS_FAMILY: readonly EmblemName[] = ['controller', 'headset', 'swords', 'crosshair', 'football'];
/** E-sports titles name a game; its genre gives a small family (a shooter's scope or a streamer's headset). */
const ESPORTS: readonly (readonly [RegExp, readonly EmblemName[]])[] = [
  [/fifa/, ['controller', 'football']],
  [/dota|legends|glory/, ['swords', 'swords', 'controller']],
  [/cs2|valorant/, ['crosshair']],
  [/pubg/, ['crosshair', 'headset', 'controller']],
];
const SPORTS: readonly Rule[] = [
  [/football|soccer/, 'football'],
  [/basketball/, 'basketball'],
  [/tennis/, 'tennis'],
  [/volleyball/, 'volleyball'],
  [/baseball/, 'baseball'],
  [/cricket/, 'cricket'],
  [/badminton/, 'shuttlecock'],
  [/horse|racing/, 'racing'],
];

const LOTTERY: readonly Rule[] = [
  [/keno|happy 8|lucky 28/, 'keno'],
  [/fast 3/, 'dice'],
  [/pk10|racing/, 'racing'],
  [/airship/, 'rocket'],
  [/lightning/, 'bolt'],
];

/** Slot titles: the theme word first, then the noun, then the adjective ("Lucky Dragon Vault" is a vault). */
const SLOT: readonly Rule[] = [
  [/mahjong/, 'mahjong'],
  [/lantern/, 'lantern'],
  [/pearl|mermaid|atlantis/, 'shell'],
  [/koi|dolphin/, 'fish'],
  [/kraken/, 'octopus'],
  [/pirate/, 'chest'],
  [/pharaoh|sphinx|egypt|nile/, 'pyramid'],
  [/zeus|thor|olympus/, 'bolt'],
  [/viking|odin|asgard|valhalla/, 'shield'],
  [/candy|sugar|cupcake/, 'lollipop'],
  [/cherry|fruit|melon|lemon|juicy/, 'cherries'],
  [/rocket/, 'rocket'],
  [/galaxy|cosmic|mars|moon/, 'planet'],
  [/volcano|blaze|inferno/, 'flame'],
  [/diamond|ruby|emerald|crystal|sapphire/, 'diamond'],
  [/cowboy|outlaw/, 'horseshoe'],
  [/sevens/, 'seven'],
  [/bells/, 'bell'],
  [/bingo/, 'bingo'],
  [/treasure|vault|heist|riches/, 'chest'],
  [/king|queen|palace|princess|empire/, 'crown'],
  [/coins|cash|jackpot|gold rush/, 'coin'],
  [/lucky/, 'clover'],
];

const THEME_EMBLEMS: Record<ArtTheme, readonly EmblemName[]> = {
  oriental: ['coin', 'lantern', 'mahjong'],
  ocean: ['shell', 'fish', 'puffer'],
  egypt: ['pyramid', 'sun', 'chest'],
  myth: ['bolt', 'star', 'crown'],
  nordic: ['shield', 'bolt', 'crown'],
  candy: ['lollipop', 'diamond'],
  fruit: ['cherries', 'seven', 'bell'],
  jungle: ['sun', 'diamond', 'chest'],
  space: ['planet', 'star', 'rocket'],
  fire: ['flame', 'seven'],
  gems: ['diamond', 'coin', 'crown'],
  western: ['star', 'horseshoe', 'coin'],
  classic: ['seven', 'cherries', 'bell', 'clover'],
  casino: ['bingo', 'chips'],
  sport: ['football', 'trophy'],
  lotto: ['lottoBalls', 'bingo'],
};

/** Which lobby section a game is listed in: its type, with e-sports and cockfight split out of sports. */
export function sectionOf(gameType: GameType, vassalage: string): string {
  if (gameType !== 'SPORTS') return gameType;
  if ((COCKFIGHT_VENDORS as readonly string[]).includes(vassalage)) return 'COCKFIGHT';
  if ((ESPORTS_VENDORS as readonly string[]).includes(vassalage)) return 'ESPORTS';
  return gameType;
}

function sportsEmblem(spec: Pick<GameArtSpec, 'vassalage'>, t: string): EmblemName {
  switch (sectionOf('SPORTS', spec.vassalage)) {
    case 'COCKFIGHT':
      return first(COCKFIGHT, t) ?? 'rooster';
    case 'ESPORTS':
      return byTitle(ESPORTS.find(([pattern]) => pattern.test(t))?.[1] ?? ESPORTS_FAMILY, t);
    default:
      return first(SPORTS, t) ?? 'trophy';
  }
}

/**
 * The motif of a tile: what the title names where it names one (a roulette, a shark, a rooster), else
 * one of its type's or theme's family, picked by the title.
 */
export function emblemFor(
  spec: Pick<GameArtSpec, 'gameType' | 'theme' | 'variant' | 'title' | 'vassalage'>,
): EmblemName {
  const t = spec.title.toLowerCase();
  switch (spec.gameType) {
    case 'LIVE':
      return first(LIVE, t) ?? 'cards';
    case 'FISH':
      return first(FISH, t) ?? byTitle(FISH_FAMILY, t);
    case 'PVP':
      return first(PVP, t) ?? byTitle(['cardFan', 'cardFan', 'chips'], t);
    case 'SPORTS':
      return sportsEmblem(spec, t);
    case 'LOTT':
    case 'ELOTT':
      return first(LOTTERY, t) ?? byTitle(['lottoBalls', 'lottoBalls', 'bingo'], t);
    default:
      return first(SLOT, t) ?? byTitle(THEME_EMBLEMS[spec.theme], t);
  }
}
