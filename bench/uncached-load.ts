// The uncached load of issue 23: against a server whose response cache is off, every list is a random type,
// provider, classification and page, and every search term is asked once; compared in the same run with the
// server's cheapest route and with a bare Fastify route.
import { API_PATHS, PAGE_SIZE } from '@lobby/contract/core';
import type { GameListResponse } from '@lobby/contract/games';
import type { Classification, VendorGameTypes } from '@lobby/contract/vendors';
import { typedSearches, type LoadFigures, type LoadOptions } from './api-load';
import { BARE_PATH } from './bare-server';
import { wrkLoad } from './wrk-load';

export interface UncachedFigures {
  health: LoadFigures;
  bare: LoadFigures;
  list: LoadFigures;
  search: LoadFigures;
  /** Distinct list filters the random lists draw from (each over all its pages). */
  listFilters: number;
  searchTerms: number;
  /** Terms the warm-up asked, none of them among the measured ones. */
  warmTerms: number;
}

interface ListFilter {
  query: string;
  totalPages: number;
}

/** Rounds per row; each row reports its median round by throughput. */
const ROUNDS = 3;
/**
 * Terms asked for after the warm-up's (the names yield about 42,000 distinct ones in all): a search round asks its
 * third of them, about as long as a list round at 6,000 a second (a round of 1 s put one full collection of the
 * heap in its p99).
 */
const SEARCH_TERMS = 54_000;

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

/** More lists than a round asks at 10,000 a second, drawn afresh for each round. */
const randomLists = (filters: readonly ListFilter[], seconds: number) =>
  Array.from({ length: seconds * 10_000 }, () => randomList(filters));

/** Load the server (response cache off) and the bare route, one after the other, in the same conditions. */
export async function runUncachedLoad(base: string, bareBase: string, options: LoadOptions): Promise<UncachedFigures> {
  const filters = await listFilters(base);
  const mapping = await value<VendorGameTypes>(`${base}${API_PATHS.vendorGameTypes}?typeId=1`);
  const { warm: warmTerms, measured: typed } = await typedSearches(base, Object.keys(mapping), SEARCH_TERMS);
  console.log(`› uncached: ${filters.length} list filters, ${typed.length} search terms`);
  const short = { ...options, duration: Math.max(1, Math.round(options.duration / ROUNDS)) };
  // A server that has just started compiles its busy paths in its first seconds under load: warm it with
  // lists and terms of its own, as a server that has been serving players is.
  await wrkLoad(base, randomLists(filters, short.duration), short);
  await wrkLoad(base, warmTerms, { ...short, once: true });
  const rounds: Record<'bare' | 'health' | 'list' | 'search', LoadFigures[]> = {
    bare: [],
    health: [],
    list: [],
    search: [],
  };
  const termsPerRound = Math.floor(typed.length / ROUNDS);
  // Interleaved short rounds: on a shared machine a burst of other work lands on every row alike.
  for (let round = 0; round < ROUNDS; round++) {
    rounds.bare.push(await wrkLoad(bareBase, [BARE_PATH], short));
    rounds.list.push(await wrkLoad(base, randomLists(filters, short.duration), short));
    // Each term once, in order: never the same answer twice.
    const roundTerms = typed.slice(round * termsPerRound, (round + 1) * termsPerRound);
    rounds.search.push(await wrkLoad(base, roundTerms, { ...short, once: true }));
  }
  // Health's rounds come last: thousands of PGlite pings a second leave the heap full of promoted query objects
  // (~30 MB in 4 s), and the full collection that clears them lands on whichever round follows.
  for (let round = 0; round < ROUNDS; round++) rounds.health.push(await wrkLoad(base, [API_PATHS.health], short));
  for (const [row, figures] of Object.entries(rounds))
    console.log(
      `› uncached ${row}: ${figures.map((each) => `${each.requestsPerSecond}/s p99 ${each.p99}`).join(', ')}`,
    );
  return {
    health: median(rounds.health),
    bare: median(rounds.bare),
    list: median(rounds.list),
    search: median(rounds.search),
    listFilters: filters.length,
    searchTerms: typed.length,
    warmTerms: warmTerms.length,
  };
}
