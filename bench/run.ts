// The benchmark: seed a large catalogue, start the production server, load it, audit the pages, write RESULTS.md.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAccountsLoad } from './accounts-load';
import { runApiLoad } from './api-load';
import { prepareBetPlayers } from './bet-players';
import { runBetsLoad } from './bets-load';
import { runCallbacksLoad } from './callbacks-load';
import { prepareGatewayOrders, type GatewayOrders } from './gateway-orders';
import { prepareProviderPlayers, type ProviderPlayers } from './provider-players';
import { runProviderWalletLoad } from './provider-wallet-load';
import { initialJsGzipKb } from './bundle-size';
import { instancesTable, runInstancesLoad } from './instances-load';
import { AUDITED_PAGES, auditPages } from './lighthouse';
import { startTimeLines, writeResults } from './results';
import { startBenchServer } from './server';
import { measureStartTime } from './start-time';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    /** `instances`: only two instances against one (needs --database-url), its table in bench/.out/instances.md. */
    only: { type: 'string' },
    'start-time-only': { type: 'boolean', default: false },
    port: { type: 'string', default: '3200' },
    /** Only the page audit (and initial JS), printed and kept in bench/.out/lighthouse.json; RESULTS.md is left alone. */
    'only-lighthouse': { type: 'boolean', default: false },
    /** With --only-lighthouse: audit only these paths (comma-separated), e.g. /m/slot-games,/m/notice. */
    pages: { type: 'string' },
  },
});

const outDir = join(root, 'bench/.out');
mkdirSync(outDir, { recursive: true });
const games = Number(values.games);
const options = { connections: Number(values.connections), duration: Number(values.duration) };
const databaseUrl = values['database-url'];
const serverOptions = { root, dataDir: join(root, '.tmp/bench-data'), games, port: Number(values.port), databaseUrl };

// First, on a quiet machine: how long the production server takes to come up, cold and warm.
const startTime = await measureStartTime({ root, port: serverOptions.port });
if (values['start-time-only']) {
  writeFileSync(join(root, 'bench/RESULTS-start-time.md'), `${startTimeLines(startTime).join('\n')}\n`);
  console.log(JSON.stringify(startTime, null, 2));
  process.exit(0);
}

/** Two instances against one on PostgreSQL and Redis; PGlite serves one process only. */
async function instancesSection(url: string): Promise<string> {
  return instancesTable(await runInstancesLoad({ ...serverOptions, databaseUrl: url }, options), cpus().length);
}
if (values.only === 'instances') {
  if (!databaseUrl) throw new Error('--only instances needs --database-url: PGlite serves one process only');
  const table = await instancesSection(databaseUrl);
  writeFileSync(join(outDir, 'instances.md'), table);
  console.log(table);
  process.exit(0);
}

/** Run against a server started for the purpose, and stop it whatever happens. */
async function withServer<T>(
  env: Record<string, string>,
  work: (base: string) => Promise<T>,
  prepare?: () => Promise<void>,
): Promise<T> {
  const server = await startBenchServer({ ...serverOptions, env, ...(prepare ? { prepare } : {}) });
  try {
    return await work(server.base);
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

if (values['only-lighthouse']) {
  const paths = values.pages ? values.pages.split(',') : AUDITED_PAGES;
  const pages = await withServer({}, (base) => auditPages(base, paths));
  const audit = { pages, initialJsKb: initialJsGzipKb(join(root, 'apps/web/dist')) };
  writeFileSync(join(outDir, 'lighthouse.json'), JSON.stringify(audit, null, 2));
  console.log(JSON.stringify(audit, null, 2));
  process.exit(0);
}

const { load, accounts, pages } = await withServer({}, async (base) => ({
  load: await runApiLoad(base, options),
  accounts: await runAccountsLoad(base, options),
  pages: values['skip-lighthouse'] ? [] : await auditPages(base),
}));
// Bets on a server of their own: thousands of writes must not weigh on the page audit above.
const BET_WALLETS = 1000;
let tickets: string[] = [];
const bets = await withServer(
  {},
  (base) => runBetsLoad(base, tickets, options),
  async () => {
    console.log(`› preparing ${BET_WALLETS} bench players`);
    ({ tickets } = await prepareBetPlayers({
      pgliteDir: join(serverOptions.dataDir, 'pglite'),
      databaseUrl,
      count: BET_WALLETS,
    }));
  },
);
// Gateway callbacks on a server of their own too: each one credits a wallet.
const CALLBACK_ORDERS = 5000;
const SANDBOX_KEY = 'bench-sandbox-key';
let gatewayOrders: GatewayOrders = { channelId: 0, orders: [] };
const callbacks = await withServer(
  // No gateway is asked: a verified "paid" for a pending order needs no status call.
  { PAYMENTS_SANDBOX_KEY: SANDBOX_KEY, PAYMENTS_SANDBOX_URL: 'http://127.0.0.1:9', PAYMENTS_SANDBOX_ALLOWED: '1' },
  (base) => runCallbacksLoad(base, gatewayOrders, SANDBOX_KEY, options),
  async () => {
    console.log(`› preparing ${CALLBACK_ORDERS} pending gateway orders`);
    gatewayOrders = await prepareGatewayOrders({
      pgliteDir: join(serverOptions.dataDir, 'pglite'),
      databaseUrl,
      count: CALLBACK_ORDERS,
    });
  },
);
// Provider wallet calls on a server of their own: debit + credit pairs, as a game provider sends them.
const PROVIDERS_KEY = 'bench-providers-sandbox-key';
let providerPlayers: ProviderPlayers = { players: [], gameCode: '' };
const providerWallet = await withServer(
  { PROVIDERS_SANDBOX_KEY: PROVIDERS_KEY, PROVIDERS_SANDBOX_ALLOWED: '1', PROVIDER_RECONCILE_MS: '0' },
  (base) => runProviderWalletLoad(base, providerPlayers, PROVIDERS_KEY, options),
  async () => {
    console.log(`› preparing ${BET_WALLETS} provider wallet players`);
    providerPlayers = await prepareProviderPlayers({
      pgliteDir: join(serverOptions.dataDir, 'pglite'),
      databaseUrl,
      count: BET_WALLETS,
    });
  },
);
// The same load with the response cache off: what the read model answers on its own.
const uncached = await withServer({ CATALOGUE_CACHE_TTL_MS: '0' }, (base) => runApiLoad(base, options));
const figures = {
  driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
  games,
  ...options,
  ...load,
  accounts,
  bets,
  callbacks,
  providerWallet,
  uncached: {
    list: uncached.list,
    search: uncached.search,
    typedSearch: uncached.typedSearch,
    health: uncached.health,
  },
  pages,
  initialJsKb: initialJsGzipKb(join(root, 'apps/web/dist')),
  startTime,
};
const instances = databaseUrl ? await instancesSection(databaseUrl) : undefined;
// The default (PGlite) run writes RESULTS.md; a PostgreSQL run keeps its own file beside it.
const resultsFile = join(root, databaseUrl ? 'bench/RESULTS-postgresql.md' : 'bench/RESULTS.md');
writeResults(resultsFile, figures);
if (instances) appendFileSync(resultsFile, `\n${instances}`);
console.log(JSON.stringify(figures, null, 2));
