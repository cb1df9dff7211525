import type { GameSort } from '@lobby/contract/games';
import type { CatalogueGame, Positions } from './merchant-catalogue';
import { foldName } from './name-index';

type OtherSort = Exclude<GameSort, 'popular'>;

/** One order of every game: positions in that order, and each position's rank in it. */
interface Order {
  positions: readonly number[];
  rank: Int32Array;
}

/** Positions fit in the low 20 bits of a packed key (a million games per merchant). */
const POSITION_BITS = 2 ** 20;
const LATEST_SECOND = 2 ** 32;

/**
 * Each sort as one number per game, smallest first, with the position in its low bits: ties keep the
 * operator's order, and a typed array sorts these natively, with no comparator called per pair.
 */
const NUMERIC_KEYS: Record<'newest' | 'rtp', (entry: CatalogueGame) => number> = {
  newest: (entry) => LATEST_SECOND - Math.floor(entry.onlineAt / 1000),
  rtp: (entry) => 100_000 - Math.round(entry.game.rtp * 100),
};

const NON_ASCII = /[^ -~]/;
const lower = (text: string) => text.toLowerCase();

function sortedPositions(games: readonly CatalogueGame[], sort: OtherSort): number[] {
  if (sort === 'name') {
    // Folding (NFD and a regex) costs ten times lower-casing: only names beyond ASCII need it.
    const names = games.map(({ game }) => (NON_ASCII.test(game.gameName) ? foldName : lower)(game.gameName));
    return games.map((_, i) => i).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
  }
  const keyOf = NUMERIC_KEYS[sort];
  const keys = new Float64Array(games.length);
  games.forEach((entry, i) => (keys[i] = keyOf(entry) * POSITION_BITS + i));
  return Array.from(keys.sort(), (key) => key % POSITION_BITS);
}

/**
 * The game list's optional orders over one merchant's games (popular is the games' own order). Each order
 * is sorted once, on its first use, and kept with the model; a filtered list is then put in order either
 * by rank (few matches) or by walking the whole order and keeping the matches (many).
 */
export class SortOrders {
  private readonly orders = new Map<OtherSort, Order>();

  constructor(private readonly games: readonly CatalogueGame[]) {}

  /** One page of `matches` (distinct positions, any order) in the sort's order. */
  page(matches: Positions, sort: GameSort, offset: number, pageSize: number): Positions {
    const end = offset + pageSize;
    if (sort === 'popular') return matches.slice(offset, end);
    const { positions, rank } = this.order(sort);
    if (matches.length === this.games.length) return positions.slice(offset, end);
    if (matches.length * Math.log2(matches.length + 1) < positions.length) {
      return Array.from(matches)
        .sort((a, b) => rank[a]! - rank[b]!)
        .slice(offset, end);
    }
    const wanted = new Uint8Array(this.games.length);
    for (const position of matches) wanted[position] = 1;
    const out: number[] = [];
    for (let i = 0; i < positions.length && out.length < end; i++) {
      if (wanted[positions[i]!]) out.push(positions[i]!);
    }
    return out.slice(offset);
  }

  private order(sort: OtherSort): Order {
    let order = this.orders.get(sort);
    if (!order) {
      const positions = sortedPositions(this.games, sort);
      const rank = new Int32Array(positions.length);
      positions.forEach((position, i) => (rank[position] = i));
      order = { positions, rank };
      this.orders.set(sort, order);
    }
    return order;
  }
}
