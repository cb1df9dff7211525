// Writes bench/RESULTS.md: the figures, the budgets of design.md §7, the date and the machine.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { ARGON2_OPTIONS } from '../apps/server/src/lib/passwords';
import type { AccountFigures } from './accounts-load';
import type { BetFigures } from './bets-load';
import type { CallbackFigures } from './callbacks-load';
import type { ProviderWalletFigures } from './provider-wallet-load';
import { WARM_TERMS, type LoadFigures } from './api-load';
import { LIGHTHOUSE_RUNS, type PageFigures } from './lighthouse';
import type { StartFigures } from './start-time';
import type { ReadModelFigures } from './read-model-run';
import type { UncachedFigures } from './uncached-load';

export interface BenchFigures {
  driver: string;
  games: number;
  connections: number;
  duration: number;
  health: LoadFigures;
  list: LoadFigures;
  search: LoadFigures;
  /** Player-typed terms, none warmed or repeated. */
  typedSearch: LoadFigures;
  listQueries: number;
  searchTerms: number;
  typedTerms: number;
  /** Issue 23's load with the response cache turned off, beside a bare Fastify route. */
  uncached: UncachedFigures;
  readModel: ReadModelFigures;
  // Absent from a `--only api` run.
  accounts?: AccountFigures;
  bets?: BetFigures;
  callbacks?: CallbackFigures;
  providerWallet?: ProviderWalletFigures;
  /** Lighthouse per audited page (none when skipped). */
  pages?: { path: string; figures: PageFigures }[];
  initialJsKb?: number;
  startTime?: StartFigures;
}

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const ratio = (part: LoadFigures, whole: LoadFigures) =>
  Math.round((part.requestsPerSecond / whole.requestsPerSecond) * 100);

/** Issue 23: uncached p99 ≤ 15 ms and at least 10 % of a bare Fastify route's throughput. */
function uncachedRow(name: string, figures: LoadFigures, health: LoadFigures, bare: LoadFigures) {
  const ofBare = ratio(figures, bare);
  const met = figures.p99 <= 15 && ofBare >= 10 && figures.errors === 0;
  return `| ${name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p99} | ${ratio(figures, health)} % | ${ofBare} % | ${figures.errors} | ${mark(met)} |`;
}

function uncachedSection(f: BenchFigures): string[] {
  const { uncached: u, readModel: m } = f;
  return [
    `With the response cache off (\`CATALOGUE_CACHE_TTL_MS=0\`), every answer from the in-memory read model, compared in the same run with the cheapest route of the server (health: one database ping) and a bare Fastify server (one route, a small JSON, in a process of its own). Load from wrk (one thread); after a warm-up with lists and ${u.warmTerms.toLocaleString('en')} terms of its own, each row is the median of three interleaved rounds. Lists: a random one of ${u.listFilters} filters (game type, alone or with a provider, either with or without a classification) at a random page among all of its pages; search: ${u.searchTerms} player-typed terms, each asked once. Budget (issue 23): p99 ≤ 15 ms and ≥ 10 % of the bare route's throughput.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | of health | of bare | errors | budget |',
    '|---|---|---|---|---|---|---|---|',
    `| bare Fastify route | ${u.bare.requestsPerSecond} | ${u.bare.p50} | ${u.bare.p99} | | 100 % | ${u.bare.errors} | |`,
    `| GET /api/health | ${u.health.requestsPerSecond} | ${u.health.p50} | ${u.health.p99} | 100 % | ${ratio(u.health, u.bare)} % | ${u.health.errors} | |`,
    uncachedRow('game list, random, no cache', u.list, u.health, u.bare),
    uncachedRow('name search, never repeated, no cache', u.search, u.health, u.bare),
    '',
    `Read model (${m.driver}, ${m.games.toLocaleString('en')} games of one merchant, \`bench/read-model.ts\`): built in ${m.buildMs} ms, ${m.modelHeapMb} MB of heap and ${m.modelBuffersMb} MB of buffers outside it (the games' JSON bytes); longest event-loop stall during the build ${m.eventLoopMaxStallMs} ms (p99 ${m.eventLoopP99StallMs} ms). In process, without HTTP, each a page of JSON: ${m.search.queries} player-typed searches p50 ${m.search.p50Ms} ms, p99 ${m.search.p99Ms} ms; ${m.lists.queries} random lists p50 ${m.lists.p50Ms} ms, p99 ${m.lists.p99Ms} ms. The seeded names share a few hundred words; over 100,000 names of ${m.wideVocabulary.words.toLocaleString('en')} distinct words, as many providers' catalogues have, the name index alone answered ${m.wideVocabulary.queries} typed terms p50 ${m.wideVocabulary.p50Ms} ms, p99 ${m.wideVocabulary.p99Ms} ms.`,
  ];
}

function loadRow(name: string, figures: LoadFigures, health: LoadFigures) {
  const share = ratio(figures, health);
  return `| ${name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p99} | ${share} % | ${figures.errors} | ${mark(figures.p99 <= 25 && share >= 40 && figures.errors === 0)} |`;
}

const ARGON2_COST = `m = ${ARGON2_OPTIONS.memoryCost / 1024} MiB, t = ${ARGON2_OPTIONS.timeCost}, p = ${ARGON2_OPTIONS.parallelism}`;
const accountRow = (name: string, figures: LoadFigures) =>
  `| ${name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p99} | ${figures.errors} |`;

function pageRow({ path, figures: p }: { path: string; figures: PageFigures }) {
  const met = p.score >= 95 && p.lcpMs <= 1500 && p.tbtMs <= 100 && p.cls <= 0.05;
  return `| ${path} | ${p.score} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.fcpMs} | ${p.benchmarkIndex} | ${mark(met)} |`;
}

export function writeResults(path: string, f: BenchFigures) {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench\` on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
    '',
    `## API (${f.driver}, ${f.games.toLocaleString('en')} games, ${f.connections} connections, ${f.duration} s each)`,
    '',
    `Game list: ${f.listQueries} different queries (game type, vendor, page); name search: ${f.searchTerms} different warmed terms; player-typed search: ${f.typedTerms} terms (pieces of names, some with a letter dropped), each asked once, after ${WARM_TERMS.toLocaleString('en')} other terms that are not measured. Every request accepts compressed answers, as a browser's does. Load from wrk (one thread). Budget: p99 ≤ 25 ms and throughput ≥ 40 % of health.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | of health | errors | budget |',
    '|---|---|---|---|---|---|---|',
    `| GET /api/health | ${f.health.requestsPerSecond} | ${f.health.p50} | ${f.health.p99} | 100 % | ${f.health.errors} | |`,
    loadRow('game list', f.list, f.health),
    loadRow('name search', f.search, f.health),
    loadRow('name search, player-typed', f.typedSearch, f.health),
    '',
    'The production server caches catalogue answers (see docs/decisions/022-catalogue-cache.md), and the warm-up asks each list and warmed term once, so those rows are cache hits, sent with their stored brotli bytes; the player-typed terms are not.',
    '',
    '### Uncached',
    '',
    ...uncachedSection(f),
    '',
    ...(isFull(f) ? otherSections(f) : []),
  ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
  writeFileSync(path, `${lines.join('\n')}\n`);
}

type FullFigures = Required<BenchFigures>;
const isFull = (f: BenchFigures): f is FullFigures =>
  f.accounts !== undefined &&
  f.bets !== undefined &&
  f.callbacks !== undefined &&
  f.providerWallet !== undefined &&
  f.pages !== undefined &&
  f.initialJsKb !== undefined &&
  f.startTime !== undefined;

/** Accounts, bets, callbacks, the provider wallet and the pages: the full run's sections. */
function otherSections(f: FullFigures): string[] {
  return [
    '## Accounts',
    '',
    `Login: encrypted (JWE) username and password of the demo player, argon2id at ${ARGON2_COST} per request, a new session each time. Authenticated read: \`GET /api/v1/members/me\` with a Bearer token (session lookup by token hash, then the member).`,
    '',
    '| call | req/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|',
    accountRow('POST /api/v1/auth/login', f.accounts.login),
    accountRow('GET /api/v1/members/me', f.accounts.member),
    '',
    '## Bets',
    '',
    `In-house slot rounds (\`POST /api/v1/inhouse/rounds\`, stake 1.00): each one a round row, a bet ledger row and a conditional balance update, and on a win a second ledger row and update, in one transaction. "One wallet": every connection bets on the same member, so all rounds queue on one wallet row; "${f.bets.wallets.toLocaleString('en')} wallets": the rounds spread over that many members.`,
    '',
    '| load | rounds/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|',
    accountRow('one wallet', f.bets.oneWallet),
    accountRow(`${f.bets.wallets.toLocaleString('en')} wallets`, f.bets.manyWallets),
    '',
    '## Gateway callbacks',
    '',
    `Signed \`payment.updated\` callbacks (protocol signed-http v1, HMAC-SHA256 checked on every one) for ${f.callbacks.orders.toLocaleString('en')} pending gateway orders of 10.00 over 200 members. "First": each callback credits its order once: the order's conditional state change, the deposit ledger row, the balance and the turnover requirement in one transaction, and the callback's record. "Repeated": the same callbacks again, as gateways resend them: each is verified, recorded and answered without moving money. No gateway is asked: a verified "paid" for a pending order needs no status call.`,
    '',
    '| load | callbacks/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|',
    accountRow('first (credits)', f.callbacks.first),
    accountRow('repeated (no money moves)', f.callbacks.repeated),
    '',
    '## Provider wallet',
    '',
    `Signed seamless-wallet v1 calls (\`POST /api/provider/PG/debit\` of 1.00, then \`credit\` of 1.50 closing the round; HMAC-SHA256 checked on every one), each one transaction under the member's wallet lock with its ledger row and the provider transaction's record. Each connection sends a debit then its credit. Latency is per call; aggregators cancel a debit unanswered after about 3 s, so p99 must sit far below that. "One wallet": every connection plays the same member; "${f.providerWallet.wallets.toLocaleString('en')} wallets": spread over that many.`,
    '',
    '| load | pairs/s | calls/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...(
      [
        ['one wallet', f.providerWallet.oneWallet],
        [`${f.providerWallet.wallets.toLocaleString('en')} wallets`, f.providerWallet.manyWallets],
      ] as const
    ).map(
      ([name, row]) =>
        `| ${name} | ${row.pairsPerSecond} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    ),
    '',
    ...startTimeLines(f.startTime),
    `## Pages, Lighthouse mobile (the median run of ${LIGHTHOUSE_RUNS} by TBT)`,
    '',
    "Budgets: score ≥ 95, LCP ≤ 1500 ms, TBT ≤ 100 ms, CLS ≤ 0.05. CPU index: Lighthouse's reading of the machine's speed during the run (its benchmarkIndex): a lower reading means a busier or slower machine, whose tasks run longer and block longer.",
    '',
    '| page | score | LCP ms | TBT ms | CLS | FCP ms | CPU index | budget |',
    '|---|---|---|---|---|---|---|---|',
    ...(f.pages.length > 0 ? f.pages.map(pageRow) : ['| not measured | | | | | | | |']),
    '',
    '| figure | value | budget | |',
    '|---|---|---|---|',
    `| initial JS (gzip) | ${f.initialJsKb} KB | ≤ 150 KB | ${mark(f.initialJsKb <= 150)} |`,
    '',
  ];
}

/** The start-time section of the results. */
export function startTimeLines(f: StartFigures): string[] {
  return [
    '## Start time',
    '',
    `From spawn to the first \`/api/health\` OK, on PGlite, with npm start's demo catalogue (${f.games.toLocaleString('en')} games). The production start runs the server compiled by esbuild (scripts/lib/server-build.mjs, ${f.buildMs} ms to build the server and the sandboxes) on plain node. First start: an empty DATA_DIR (cluster, migrations, seed, art). Warm: the same data again (median of 3), compiled and from source through tsx (the former production start).`,
    '',
    '| start | ms |',
    '|---|---|',
    `| first start, empty DATA_DIR (compiled) | ${f.firstStartMs} |`,
    `| warm database, compiled | ${f.warmStartMs} |`,
    `| warm database, tsx from source | ${f.warmStartTsxMs} |`,
    '',
  ];
}
