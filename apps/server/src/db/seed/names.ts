import type { GameType } from '@lobby/contract/games';
import { chance, pick, type Rng } from './prng';
import * as W from './words';

export interface NamedGame {
  name: string;
  theme: W.ArtTheme;
  classify: string[];
  /** Live tables carry a room id. */
  tableId?: string;
}

type Namer = (rng: Rng, vassalage: string) => NamedGame;

function slotName(rng: Rng): NamedGame {
  if (chance(rng, 0.05)) {
    return { name: `${pick(rng, W.SLOT_ADJECTIVES)} ${pick(rng, W.BINGO_WORDS)}`, theme: 'casino', classify: ['BG'] };
  }
  const [themeWord, theme] = pick(rng, W.SLOT_THEMES);
  const noun = pick(rng, W.SLOT_NOUNS);
  let adjective: string = pick(rng, W.SLOT_ADJECTIVES);
  // Avoid echoes such as "Golden Gold".
  while (sameRoot(adjective, noun) || sameRoot(adjective, themeWord)) adjective = pick(rng, W.SLOT_ADJECTIVES);
  const suffix = pick(rng, W.SLOT_SUFFIXES);
  const roll = rng();
  if (roll < 0.8) {
    let name: string;
    if (roll < 0.2) name = `${adjective} ${themeWord}`;
    else if (roll < 0.45) name = `${themeWord} ${noun}`;
    else if (roll < 0.6) name = `${adjective} ${themeWord} ${noun}`;
    else name = `${themeWord} ${noun} ${suffix}`;
    return { name, theme, classify: slotClassify(rng, name, theme) };
  }
  if (roll < 0.9) {
    const [place, placeTheme] = pick(rng, W.SLOT_PLACES);
    const name = `${noun} of ${place}`;
    return { name, theme: placeTheme, classify: slotClassify(rng, name, placeTheme) };
  }
  // No theme word in the name: the art still gets a theme, the classification does not.
  const name = `${adjective} ${noun} ${suffix}`;
  return { name, theme, classify: slotClassify(rng, name, 'casino') };
}

function sameRoot(a: string, b: string): boolean {
  return a.slice(0, 4).toLowerCase() === b.slice(0, 4).toLowerCase();
}

function slotClassify(rng: Rng, name: string, theme: W.ArtTheme): string[] {
  const keys: string[] = [];
  if (name.includes('Megaways')) keys.push('Megaways');
  if (chance(rng, 0.25)) keys.push('FeatureBuy');
  if (name.includes('Jackpot') || chance(rng, 0.1)) keys.push('JP');
  if (theme === 'oriental') keys.push('Asian');
  if (theme === 'fruit' || theme === 'candy') keys.push('Fruit');
  if (theme === 'classic') keys.push('Classic');
  if (['egypt', 'jungle', 'nordic', 'myth', 'western'].includes(theme) && chance(rng, 0.6)) keys.push('Adventure');
  return keys;
}

function liveName(rng: Rng): NamedGame {
  const [kind, key] = pick(rng, W.LIVE_KINDS);
  const tableId = pick(rng, W.TABLE_IDS);
  const name =
    key === 'GameShow' ? `${pick(rng, W.LIVE_PREFIXES)} ${kind}` : `${pick(rng, W.LIVE_PREFIXES)} ${kind} ${tableId}`;
  return { name, theme: 'casino', classify: [key], tableId };
}

function fishName(rng: Rng): NamedGame {
  const base = `${pick(rng, W.FISH_ADJECTIVES)} ${pick(rng, W.FISH_NOUNS)}`;
  const name = chance(rng, 0.3) ? `${base} ${pick(rng, ['II', '3', 'Deluxe', 'Plus'] as const)}` : base;
  return { name, theme: 'ocean', classify: ['Arcade'] };
}

function pvpName(rng: Rng): NamedGame {
  const [game, key] = pick(rng, W.PVP_GAMES);
  return { name: chance(rng, 0.35) ? game : `${game} ${pick(rng, W.PVP_MODES)}`, theme: 'casino', classify: [key] };
}

const ESPORTS = new Set(['AV', 'AI', 'IMES', 'TF', 'IA']);
const COCKFIGHT = new Set(['SV388', 'WS168', 'DS88']);

function sportsName(rng: Rng, vassalage: string): NamedGame {
  const variant = pick(rng, W.SPORTS_VARIANTS);
  if (ESPORTS.has(vassalage)) return { name: `${pick(rng, W.ESPORTS_GAMES)} ${variant}`, theme: 'space', classify: [] };
  if (COCKFIGHT.has(vassalage))
    return { name: `${pick(rng, W.COCKFIGHT_GAMES)} ${variant}`, theme: 'fire', classify: [] };
  const [sport, football] = pick(rng, W.SPORTS_GAMES);
  return { name: `${sport} ${variant}`, theme: 'sport', classify: football ? ['Football'] : [] };
}

function lottName(rng: Rng): NamedGame {
  return { name: `${pick(rng, W.LOTT_REGIONS)} ${pick(rng, W.LOTT_KINDS)}`, theme: 'lotto', classify: ['Keno'] };
}

function elottName(rng: Rng): NamedGame {
  return { name: `${pick(rng, W.ELOTT_KINDS)} ${pick(rng, W.ELOTT_INTERVALS)}`, theme: 'lotto', classify: ['Keno'] };
}

export const NAMERS: Record<GameType, Namer> = {
  RNG: slotName,
  LIVE: liveName,
  FISH: fishName,
  PVP: pvpName,
  SPORTS: sportsName,
  LOTT: lottName,
  ELOTT: elottName,
};

/** Make a name unique within a catalogue: retry a few times, then add a numeral. */
export function uniqueName(seen: Set<string>, draw: () => NamedGame): NamedGame {
  let candidate = draw();
  for (let attempt = 0; attempt < 4 && seen.has(candidate.name.toLowerCase()); attempt++) candidate = draw();
  let name = candidate.name;
  for (let n = 0; seen.has(name.toLowerCase()); n++) {
    name = `${candidate.name} ${W.ROMAN[n] ?? String(n + 2)}`;
  }
  seen.add(name.toLowerCase());
  return { ...candidate, name };
}
