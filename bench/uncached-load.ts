// The uncached load of issue 23: against a server whose response cache is off, every list is a random type,
// provider, classification and page, and every search term is asked once; compared in the same run with the
// server's cheapest route and with a bare Fastify route.
import { API_PATHS, PAGE_SIZE } from '@lobby/contract/core';
import type { GameListResponse } from '@lobby/contract/games';
import type { Classification, VendorGameTypes } from '@lobby/contract/vendors';
import { BROWSER_HEADERS, measure, typedSearches, type LoadFigures, type LoadOptions } from './api-load';
import { BARE_PATH } from './bare-server';

export interface UncachedFigures {
  health: LoadFigures;
  bare: LoadFigures;
  list: LoadFigures;
  search: LoadFigures;
  /** Distinct list filters the random lists draw from (each over all its pages). */
  listFilters: number;
  searchTerms: number;
}

interface ListFilter {
  query: string;
  totalPages: number;
}

/** Rounds per row; each row reports its median round by throughput. */
const ROUNDS = 3;

const median = (figures: LoadFigures[]) =>
  [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(figures.length / 2)]!;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const PAGE = PAGE_SIZE.providerList;

async function value<T>(url: string): Promise<T> {
  const response = await fetch(url);
  return ((await response.json()) as { value: T }).value;
}

/** Every type, type and provider, and either with each classification of the type, with its page count. */
async function listFilters(base: string): Promise<ListFilter[]> {
  const mapping = await value<VendorGameTypes>(`${base}${API_PATHS.vendorGameTypes}?typeId=1`);
  const queries: string[] = [];
  for (const [gameType, vendors] of Object.entries(mapping)) {
    const classes = await value<Classification[]>(`${base}${API_PATHS.classifications}?gameType=${gameType}`);
    const narrow = ['', ...vendors.map((vendor) => `&vassalage=${vendor.vassalage}`)];
    for (const vendor of narrow)
      for (const classify of ['', ...classes.map((entry) => `&gameClassify=${entry.key}`)])
        queries.push(`gameType=${gameType}${vendor}${classify}`);
  }
  const filters: ListFilter[] = [];
  for (const query of queries) {
    const page = await value<GameListResponse>(`${base}${API_PATHS.games}?${query}&pageSize=${PAGE}`);
    if (page.totalPages > 0) filters.push({ query, totalPages: page.totalPages });
  }
  return filters;
}

function randomList(filters: readonly ListFilter[]): string {
  const filter = pick(filters);
  const pageNo = 1 + Math.floor(Math.random() * filter.totalPages);
  return `${API_PATHS.games}?${filter.query}&pageNo=${pageNo}&pageSize=${PAGE}&platform=html5`;
}

/** Load the server (response cache off) and the bare route, one after the other, in the same conditions. */
export async function runUncachedLoad(base: string, bareBase: string, options: LoadOptions): Promise<UncachedFigures> {
  const filters = await listFilters(base);
  const mapping = await value<VendorGameTypes>(`${base}${API_PATHS.vendorGameTypes}?typeId=1`);
  const typed = await typedSearches(base, Object.keys(mapping));
  console.log(`› uncached: ${filters.length} list filters, ${typed.length} search terms`);
  const fixed = (path: string) => () => ({ path, headers: BROWSER_HEADERS });
  const short = { ...options, duration: Math.max(1, Math.round(options.duration / ROUNDS)) };
  const rounds: Record<'bare' | 'health' | 'list' | 'search', LoadFigures[]> = {
    bare: [],
    health: [],
    list: [],
    search: [],
  };
  let next = 0;
  // Interleaved short rounds: on a shared machine a burst of other work lands on every row alike.
  for (let round = 0; round < ROUNDS; round++) {
    rounds.bare.push(await measure(bareBase, fixed(BARE_PATH), short));
    rounds.health.push(await measure(base, fixed(API_PATHS.health), short));
    rounds.list.push(await measure(base, () => ({ path: randomList(filters), headers: BROWSER_HEADERS }), short));
    // Each term once, in order: never the same answer twice.
    const amount = Math.floor(typed.length / ROUNDS);
    rounds.search.push(
      await measure(base, () => ({ path: typed[next++ % typed.length]!, headers: BROWSER_HEADERS }), {
        ...short,
        amount,
      }),
    );
  }
  return {
    health: median(rounds.health),
    bare: median(rounds.bare),
    list: median(rounds.list),
    search: median(rounds.search),
    listFilters: filters.length,
    searchTerms: typed.length,
  };
}
