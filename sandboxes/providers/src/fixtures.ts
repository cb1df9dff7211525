// The sportsbook's board: a few fixtures per game and day, the same for every player (seeded by game and date).
import { hashString, mulberry32, pick, type Rng } from '../../../apps/server/src/db/seed/prng';
import type { ProviderGame } from './catalogue';

export interface Selection {
  key: string;
  label: string;
  odds: number;
}
export interface Fixture {
  id: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  selections: Selection[];
}

const CLUBS = [
  'Northport FC',
  'Riverside United',
  'Atlas City',
  'Red Harbour',
  'Kingsmere',
  'Union Solara',
  'Bay Rovers',
  'Ironvale',
  'Eastbrook Town',
  'Sporting Luma',
  'Coral Athletic',
  'Vale Wanderers',
];
const LEAGUES = ['Premier Cup', 'Continental League', 'Island Championship', 'Super Series'];
const TEAMS = [
  'Nova Raiders',
  'Crimson Owls',
  'Team Zenith',
  'Phantom Five',
  'Jade Dragons',
  'Storm Vipers',
  'Neon Tigers',
  'Arc Legion',
  'Void Walkers',
  'Silver Lynx',
];
const ARENAS = ['Arena Sabong', 'Derby Pit', 'Golden Ring', 'Pitmasters Hall'];

const odds = (rng: Rng, low: number, high: number) => Math.round((low + rng() * (high - low)) * 100) / 100;

function pair(rng: Rng, names: readonly string[]): [string, string] {
  const home = pick(rng, names);
  let away = pick(rng, names);
  while (away === home) away = pick(rng, names);
  return [home, away];
}

/** Today's fixtures of a sports, e-sports or cockfight game (UTC day). */
export function fixturesFor(game: ProviderGame, nowMs = Date.now()): Fixture[] {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const rng = mulberry32(hashString(`${game.providerCode}/${game.gameCode}/${day}`));
  const startHour = new Date(nowMs).getUTCHours() + 1;
  return Array.from({ length: 5 }, (_, i) => {
    const startsAt = `${String((startHour + i) % 24).padStart(2, '0')}:${pick(rng, ['00', '15', '30', '45'])}`;
    if (game.sport === 'cockfight') {
      const meron = odds(rng, 1.7, 2.1);
      return {
        id: `f${i + 1}`,
        league: pick(rng, ARENAS),
        home: `Meron #${100 + Math.floor(rng() * 800)}`,
        away: `Wala #${100 + Math.floor(rng() * 800)}`,
        startsAt,
        selections: [
          { key: 'home', label: 'Meron', odds: meron },
          { key: 'draw', label: 'Draw', odds: 8 },
          { key: 'away', label: 'Wala', odds: Math.round((3.76 - meron) * 100) / 100 },
        ],
      };
    }
    if (game.sport === 'esports') {
      const [home, away] = pair(rng, TEAMS);
      const first = odds(rng, 1.4, 2.8);
      return {
        id: `f${i + 1}`,
        league: `${game.name} · BO3`,
        home,
        away,
        startsAt,
        selections: [
          { key: 'home', label: home, odds: first },
          { key: 'away', label: away, odds: Math.round((first / (first * 0.94 - 1)) * 100) / 100 },
        ],
      };
    }
    const [home, away] = pair(rng, CLUBS);
    return {
      id: `f${i + 1}`,
      league: pick(rng, LEAGUES),
      home,
      away,
      startsAt,
      selections: [
        { key: 'home', label: '1', odds: odds(rng, 1.5, 3.4) },
        { key: 'draw', label: 'X', odds: odds(rng, 2.9, 3.8) },
        { key: 'away', label: '2', odds: odds(rng, 1.8, 4.6) },
      ],
    };
  });
}

/** Plays a fixture out: the result falls with the chance each price implies, and a score to match it. */
export function playFixture(fixture: Fixture, roll: (max: number) => number) {
  const weights = fixture.selections.map((s) => Math.round(10_000 / s.odds));
  let ticket = roll(weights.reduce((a, b) => a + b, 0));
  const result = fixture.selections.find((_, i) => (ticket -= weights[i]!) < 0) ?? fixture.selections[0]!;
  const low = roll(3);
  const high = low + 1 + roll(3);
  const score = result.key === 'home' ? [high, low] : result.key === 'away' ? [low, high] : [low, low];
  return { result: result.key, score };
}
