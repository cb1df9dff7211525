import type { Game, GameListResponse, GameSort } from '@lobby/contract/games';
import type { Classification, VendorGameTypes, VendorSortingEntry } from '@lobby/contract/vendors';
import { pageOffset, pageWindow } from '../../lib/paging';
import type { GameFilter } from '../games/games.repository';
import type { JsonText } from '../../lib/json-reply';
import { FilterLists } from './filter-lists';
import { GameJsonArena } from './game-json-arena';
import { foldName, NameIndex } from './name-index';
import { SortOrders } from './sort-orders';

/** Game positions in list order. */
export type Positions = readonly number[] | Int32Array;

/** A visible game as the read model keeps it: the contract's Game plus what filtering and ordering need. */
export interface CatalogueGame {
  game: Game;
  minBetMinor: number;
  /** Position in the hot list (null when the game is hot without a rank: those come last). */
  hotRank: number | null;
  /** When the game went online (ms since the epoch): the `newest` order. */
  onlineAt: number;
}

export interface MerchantCatalogueParts {
  version: number;
  /** Visible games in the operator's order (sort ascending). */
  games: readonly CatalogueGame[];
  vendorGameTypes: VendorGameTypes;
  sorting: VendorSortingEntry[];
  /** Classifications by game type, each list in catalogue order. */
  classifications: ReadonlyMap<string, readonly Classification[]>;
  /** The games' names, indexed while they were read (built from the games when absent). */
  names?: NameIndex;
  /** The games' JSON, serialized while they were read (built from the games when absent). */
  json?: GameJsonArena;
}

/**
 * One merchant's catalogue in memory: answers the game list, search, hot list, vendor lists and
 * classifications exactly as the database queries do (same filters, order and counts), plus a
 * typo-tolerant name search when the plain substring finds nothing.
 */
export class MerchantCatalogue {
  readonly version: number;
  readonly vendorGameTypes: VendorGameTypes;
  readonly sorting: VendorSortingEntry[];
  private readonly games: readonly CatalogueGame[];
  private readonly lists: FilterLists;
  private readonly hotList: Positions;
  private readonly names: NameIndex;
  private readonly json: GameJsonArena;
  private readonly sortOrders: SortOrders;
  private readonly classifications: ReadonlyMap<string, readonly Classification[]>;

  constructor(parts: MerchantCatalogueParts) {
    this.version = parts.version;
    this.games = parts.games;
    this.vendorGameTypes = parts.vendorGameTypes;
    this.sorting = parts.sorting;
    this.classifications = parts.classifications;
    this.lists = new FilterLists(parts.games.map((entry) => entry.game));
    // Hot order: rank ascending with unranked last (as PostgreSQL sorts nulls), then the operator's order.
    this.hotList = parts.games
      .map((entry, position) => ({ entry, position }))
      .filter(({ entry }) => entry.game.isHot)
      .sort((a, b) => (a.entry.hotRank ?? Infinity) - (b.entry.hotRank ?? Infinity) || a.position - b.position)
      .map(({ position }) => position);
    this.names = parts.names?.seal() ?? new NameIndex(parts.games.map((entry) => entry.game.gameName));
    this.json = parts.json?.seal() ?? new GameJsonArena(parts.games.map((entry) => entry.game));
    this.sortOrders = new SortOrders(parts.games);
  }

  get size(): number {
    return this.games.length;
  }

  list(filter: GameFilter, pageNo: number, pageSize: number, sort: GameSort = 'popular'): GameListResponse {
    const { positions, ...counts } = this.page(filter, pageNo, pageSize, sort);
    return { games: this.gamesAt(positions), ...counts };
  }

  /** The same page as `list`, as the JSON that JSON.stringify would write of it. */
  listJson(filter: GameFilter, pageNo: number, pageSize: number, sort: GameSort = 'popular'): JsonText {
    const { positions, pageNum, totalPages, totalCount } = this.page(filter, pageNo, pageSize, sort);
    const tail = `,"pageNum":${pageNum},"totalPages":${totalPages},"totalCount":${totalCount}}`;
    return this.json.list('{"games":', positions, tail);
  }

  private page(filter: GameFilter, pageNo: number, pageSize: number, sort: GameSort) {
    const matches = this.matching(filter);
    const { inRange, pageNum, totalPages } = pageWindow(matches.length, pageNo, pageSize);
    const offset = pageOffset(pageNo, pageSize);
    const positions = inRange ? this.sortOrders.page(matches, sort, offset, pageSize) : [];
    return { positions, pageNum, totalPages, totalCount: matches.length };
  }

  /** The first games of a filter (home blocks). */
  first(filter: GameFilter, limit: number): Game[] {
    return this.gamesAt(this.matching(filter).slice(0, limit));
  }

  private gamesAt(positions: Positions): Game[] {
    return Array.from(positions, (i) => this.games[i]!.game);
  }

  hot(limit: number): Game[] {
    return this.gamesAt(this.hotList.slice(0, limit));
  }

  /** The hot list's answer (`{"list":[...]}`) as JSON. */
  hotJson(limit: number): JsonText {
    return this.json.list('{"list":', this.hotList.slice(0, limit), '}');
  }

  /** Classifications of a game type; with vendors, only those some of these vendors have. */
  classificationsOf(gameType: string, vendors: readonly string[]): Classification[] {
    const all = this.classifications.get(gameType) ?? [];
    if (vendors.length === 0) return [...all];
    return all.filter((entry) => entry.vendors.some((vendor) => vendors.includes(vendor)));
  }

  /**
   * Positions of the games a filter selects, in list order. A name is the spec's substring first; only
   * when no game of the filter has it, the typo-tolerant terms answer, fewest typos first.
   */
  private matching(filter: GameFilter): Positions {
    if (!filter.gameName) {
      const candidates = this.lists.positions(filter.gameType, filter.vassalage, filter.gameClassify);
      return hasGameFieldPredicates(filter) ? candidates.filter((i) => this.passes(i, filter)) : candidates;
    }
    const query = foldName(filter.gameName);
    const found = this.names.find(query);
    const exact = isNameOnly(filter) ? found : found.filter((i) => this.selects(i, filter));
    if (exact.length > 0) return exact;
    const keep = isNameOnly(filter) ? undefined : (i: number) => this.selects(i, filter);
    return this.names.typoMatches(query, keep) ?? exact;
  }

  /** The whole filter but the name, for one game. */
  private selects(position: number, filter: GameFilter): boolean {
    const { game } = this.games[position]!;
    if (filter.gameType && game.gameType !== filter.gameType) return false;
    if (filter.vassalage?.length && !filter.vassalage.includes(game.vassalage)) return false;
    return this.passes(position, filter);
  }

  private passes(position: number, filter: GameFilter): boolean {
    const { game, minBetMinor } = this.games[position]!;
    if (filter.gameClassify && !game.gameClassifyNew.includes(filter.gameClassify)) return false;
    if (filter.minBetMinor !== undefined && minBetMinor < filter.minBetMinor) return false;
    if (filter.minLine !== undefined && game.minLine < filter.minLine) return false;
    if (filter.isNew && !game.isNew) return false;
    return true;
  }
}

/** Filters the prebuilt lists do not cover. */
const hasGameFieldPredicates = (filter: GameFilter) =>
  filter.minBetMinor !== undefined || filter.minLine !== undefined || Boolean(filter.isNew);

const hasPredicates = (filter: GameFilter) => Boolean(filter.gameClassify) || hasGameFieldPredicates(filter);

/** Only a name: every game the name index finds is in the answer. */
const isNameOnly = (filter: GameFilter) => !filter.gameType && !filter.vassalage?.length && !hasPredicates(filter);
