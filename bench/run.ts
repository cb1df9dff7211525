// The benchmark: seed a large catalogue, start the production server, load it, audit the pages, write RESULTS.md.
// `--only api`: the catalogue API alone (cached, uncached against a bare Fastify route, the read model's build).
import { mkdirSync } from 'node:fs';
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
import { AUDITED_PAGES, runLighthouse } from './lighthouse';
import { measureReadModel } from './read-model-run';
import { writeResults } from './results';
import { startBenchServer } from './server';
import { startBareServer } from './bare-server';
import { runUncachedLoad } from './uncached-load';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
    // Benches of several worktrees on one machine each need their own ports (the bare route takes port + 1).
    port: { type: 'string', default: '3200' },
  },
});

const outDir = join(root, 'bench/.out');
mkdirSync(outDir, { recursive: true });
const games = Number(values.games);
const options = { connections: Number(values.connections), duration: Number(values.duration) };
const databaseUrl = values['database-url'];
const serverOptions = { root, dataDir: join(root, '.tmp/bench-data'), games, port: Number(values.port), databaseUrl };

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

if (values.only !== undefined && values.only !== 'api') throw new Error(`--only ${values.only}: only "api" is known`);
const apiOnly = values.only === 'api';
const BARE_PORT = serverOptions.port + 1;

/** The catalogue API with the response cache off (every answer from the read model) beside a bare route. */
async function uncachedApi() {
  const bare = await startBareServer(BARE_PORT);
  try {
    return await withServer({ CATALOGUE_CACHE_TTL_MS: '0' }, (base) => runUncachedLoad(base, bare.base, options));
  } finally {
    bare.stop();
  }
}

if (apiOnly) {
  const load = await withServer({}, (base) => runApiLoad(base, options));
  const uncached = await uncachedApi();
  const readModel = measureReadModel(root, { games, dataDir: serverOptions.dataDir, databaseUrl });
  const figures = { driver: databaseUrl ? 'PostgreSQL' : 'PGlite', games, ...options, ...load, uncached, readModel };
  // A partial run never replaces the full results: it goes beside the other outputs.
  writeResults(join(outDir, databaseUrl ? 'RESULTS-api-postgresql.md' : 'RESULTS-api.md'), figures);
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

const { load, accounts, pages } = await withServer({}, async (base) => ({
  load: await runApiLoad(base, options),
  accounts: await runAccountsLoad(base, options),
  pages: values['skip-lighthouse']
    ? []
    : AUDITED_PAGES.map((path) => ({ path, figures: runLighthouse(root, `${base}${path}`, outDir) })),
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
const uncached = await uncachedApi();
const readModel = measureReadModel(root, { games, dataDir: serverOptions.dataDir, databaseUrl });
const figures = {
  driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
  games,
  ...options,
  ...load,
  accounts,
  bets,
  callbacks,
  providerWallet,
  uncached,
  readModel,
  pages,
  initialJsKb: initialJsGzipKb(join(root, 'apps/web/dist')),
};
// The default (PGlite) run writes RESULTS.md; a PostgreSQL run keeps its own file beside it.
writeResults(join(root, databaseUrl ? 'bench/RESULTS-postgresql.md' : 'bench/RESULTS.md'), figures);
console.log(JSON.stringify(figures, null, 2));
