// The catalogue's cached load (game list, name search, GET /api/health in the same run) on wrk, and
// `measure`: autocannon, for the loads whose requests are made one by one (bodies, signatures, cookies).
import autocannon from 'autocannon';
import { API_PATHS, PAGE_SIZE } from '@lobby/contract/core';
import type { GameListResponse } from '@lobby/contract/games';
import type { VendorGameTypes } from '@lobby/contract/vendors';
import { searchTerms } from './search-terms';
import { wrkLoad } from './wrk-load';

export interface LoadOptions {
  connections: number;
  duration: number;
  /** A fixed number of requests instead of a duration (each one used once, e.g. a callback per order). */
  amount?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

async function value<T>(url: string): Promise<T> {
  const response = await fetch(url);
  return ((await response.json()) as { value: T }).value;
}

const gamesPath = (query: string) => `${API_PATHS.games}?${query}&pageSize=${PAGE_SIZE.providerList}&platform=html5`;

/** Varied, realistic queries so the run measures the database, not one cached answer. */
async function buildPaths(base: string) {
  const mapping = await value<VendorGameTypes>(`${base}${API_PATHS.vendorGameTypes}?typeId=1`);
  const list: string[] = [];
  for (const [gameType, vendors] of Object.entries(mapping)) {
    for (const pageNo of [1, 2, 3, 5, 10]) list.push(gamesPath(`gameType=${gameType}&pageNo=${pageNo}`));
    for (const vendor of vendors) {
      for (const pageNo of [1, 2, 4])
        list.push(gamesPath(`gameType=${gameType}&vassalage=${vendor.vassalage}&pageNo=${pageNo}`));
    }
  }
  const sample = await value<GameListResponse>(`${base}${API_PATHS.games}?pageSize=200&gameType=RNG`);
  const terms = new Set<string>();
  for (const game of sample.games) {
    for (const word of game.gameName.split(/\s+/))
      if (word.length >= 3) terms.add(word.slice(0, 3 + (word.length % 4)).toLowerCase());
  }
  const search = [...terms].map((term) => gamesPath(`gameName=${encodeURIComponent(term)}`));
  return { list, search, typed: await typedSearches(base, Object.keys(mapping)) };
}

/** Most player-typed terms one run asks (each once). */
const TYPED_TERMS = 20_000;
/**
 * Terms of its own a server is warmed with before typed terms are measured: in the first seconds under load it
 * compiles the search's busy paths, and the first uncached round read a p99 of 28-72 ms against 13-20 after.
 */
export const WARM_TERMS = 2_000;
/** Pages of 200 names per game type the terms are cut from (about 42,000 distinct terms for a run asking 56,000). */
const NAME_PAGES = [1, 3, 5, 8, 12, 20, 30, 50];

/**
 * Searches as players type them: pieces of names from every game type, some with a typo, none repeated. `count`
 * to measure, after WARM_TERMS others to warm the server with.
 */
export async function typedSearches(
  base: string,
  gameTypes: readonly string[],
  count = TYPED_TERMS,
): Promise<{ warm: string[]; measured: string[] }> {
  const names: string[] = [];
  for (const gameType of gameTypes)
    for (const pageNo of NAME_PAGES) {
      const page = await value<GameListResponse>(
        `${base}${API_PATHS.games}?pageSize=200&gameType=${gameType}&pageNo=${pageNo}`,
      );
      names.push(...page.games.map((game) => game.gameName));
    }
  const paths = searchTerms(names, WARM_TERMS + count).map((term) => gamesPath(`gameName=${encodeURIComponent(term)}`));
  return { warm: paths.slice(0, WARM_TERMS), measured: paths.slice(WARM_TERMS) };
}

export interface BenchRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Load the server with requests from `next` for the given time (or amount); latency in ms. */
export function measure(base: string, next: () => BenchRequest, options: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.duration,
        ...(options.amount ? { amount: options.amount } : {}),
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        // A benchmark's errors are findings: say what they were, not only how many.
        if (result.errors + result.non2xx > 0)
          console.warn('› errors', {
            statusCodes: result.statusCodeStats,
            timeouts: result.timeouts,
            errors: result.errors,
          });
        // Over the time the answers took: autocannon ends a run of a fixed amount only at its next whole-second
        // tick, so its own duration read 6,666 searches done in 1.6 s as 3 s (2,222/s).
        const seconds = (lastResponse - started) / 1000;
        resolve({
          requestsPerSecond: Math.round(result.requests.total / seconds),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          total: result.requests.total,
        });
      },
    );
    instance.on('response', () => {
      lastResponse = performance.now();
    });
  });
}

/** What Chromium sends: a browser always accepts compressed answers, so the load does too. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Every query once, so the runs measure the warm cache they claim to: a random warm-up left over half the
 * queries cold, and each cold read holds PGlite's thread for its whole query (the no-cache table shows those).
 */
async function warm(base: string, paths: readonly string[]) {
  for (const path of paths) await (await fetch(`${base}${path}`, { headers: BROWSER_HEADERS })).arrayBuffer();
}

export async function runApiLoad(base: string, options: LoadOptions) {
  const paths = await buildPaths(base);
  const all = [...paths.list, ...paths.search];
  console.log(`› wrk: ${paths.list.length} list queries, ${paths.search.length} search terms`);
  await warm(base, all);
  await wrkLoad(base, all, { ...options, duration: 3 });
  const list = await wrkLoad(base, paths.list, options);
  const search = await wrkLoad(base, paths.search, options);
  // Never warmed, never repeated: what a player typing their own term gets (on a server that has seen others).
  await wrkLoad(base, paths.typed.warm, { ...options, once: true });
  const typedSearch = await wrkLoad(base, paths.typed.measured, { ...options, once: true });
  // Last, as in the uncached rounds: the garbage of its database pings would land on the next row.
  const health = await wrkLoad(base, [API_PATHS.health], options);
  return {
    health,
    list,
    search,
    typedSearch,
    listQueries: paths.list.length,
    searchTerms: paths.search.length,
    typedTerms: paths.typed.measured.length,
  };
}
