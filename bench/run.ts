// The benchmark: seed a large catalogue, start the production server, load it, audit the pages, write RESULTS.md.
// `--only a,b`: those scenarios alone (see SCENARIOS), kept in bench/.out.
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
import { prepareProviderPlayers } from './provider-players';
import { runProviderWalletLoad } from './provider-wallet-load';
import { initialJsGzipKb } from './bundle-size';
import { instancesTable, runInstancesLoad } from './instances-load';
import { AUDITED_PAGES, LIGHTHOUSE_RUNS, auditPages } from './lighthouse';
import { writeResults } from './results';
import { measureReadModel } from './read-model-run';
import { startBenchServer } from './server';
import { startBareServer } from './bare-server';
import { runUncachedLoad } from './uncached-load';
import { measureStartTime } from './start-time';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    /**
     * Comma-separated scenarios run alone (bets, provider-wallet, start-time, lighthouse, instances), each printed and
     * kept in bench/.out; RESULTS.md is left as it is.
     */
    only: { type: 'string' },
    /** With --only lighthouse: audit only these paths (comma-separated), e.g. /m/slot-games,/m/notice. */
    pages: { type: 'string' },
    /** With --only lighthouse: runs per page (the median by TBT is reported), e.g. more for one page's A/B. */
    'lighthouse-runs': { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    /** The bench server's port (engineers benching at once each take their own; the bare route takes port + 1). */
    port: { type: 'string', default: '3200' },
  },
});

const outDir = join(root, 'bench/.out');
mkdirSync(outDir, { recursive: true });
const games = Number(values.games);
const options = { connections: Number(values.connections), duration: Number(values.duration) };
const databaseUrl = values['database-url'];
const serverOptions = { root, dataDir: join(root, '.tmp/bench-data'), games, port: Number(values.port), databaseUrl };

/** Two instances against one on PostgreSQL and Redis; PGlite serves one process only. */
async function instancesSection(): Promise<string> {
  if (!databaseUrl) throw new Error('instances needs --database-url: PGlite serves one process only');
  return instancesTable(await runInstancesLoad({ ...serverOptions, databaseUrl }, options), cpus().length);
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

const BET_WALLETS = 1000;
type PlayersOptions = { pgliteDir: string; databaseUrl: string | undefined; count: number };

/** A load on a server of its own, on BET_WALLETS players made in its database before it starts. */
async function withPlayers<P, T>(
  env: Record<string, string>,
  what: string,
  prepare: (options: PlayersOptions) => Promise<P>,
  load: (base: string, players: P) => Promise<T>,
): Promise<T> {
  let players: P | undefined;
  return withServer(
    env,
    (base) => {
      if (players === undefined) throw new Error(`no ${what}`);
      return load(base, players);
    },
    async () => {
      console.log(`› preparing ${BET_WALLETS} ${what}`);
      const pgliteDir = join(serverOptions.dataDir, 'pglite');
      players = await prepare({ pgliteDir, databaseUrl, count: BET_WALLETS });
    },
  );
}

// Bets on a server of their own: thousands of writes must not weigh on the page audit.
const betsScenario = () =>
  withPlayers({}, 'bench players', prepareBetPlayers, (base, { tickets }) => runBetsLoad(base, tickets, options));

// Provider wallet calls on a server of their own: debit + credit pairs, as a game provider sends them.
const PROVIDERS_KEY = 'bench-providers-sandbox-key';
const providerWalletScenario = () =>
  withPlayers(
    { PROVIDERS_SANDBOX_KEY: PROVIDERS_KEY, PROVIDERS_SANDBOX_ALLOWED: '1', PROVIDER_RECONCILE_MS: '0' },
    'provider wallet players',
    prepareProviderPlayers,
    (base, players) => runProviderWalletLoad(base, players, PROVIDERS_KEY, options),
  );

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

/** The catalogue API alone: cached, uncached beside a bare Fastify route, and the read model's build. */
async function apiScenario() {
  const load = await withServer({}, (base) => runApiLoad(base, options));
  const uncached = await uncachedApi();
  const readModel = measureReadModel(root, { games, dataDir: serverOptions.dataDir, databaseUrl });
  const figures = { driver: databaseUrl ? 'PostgreSQL' : 'PGlite', games, ...options, ...load, uncached, readModel };
  // A partial run never replaces the full results: it goes beside the other outputs.
  writeResults(join(outDir, databaseUrl ? 'RESULTS-api-postgresql.md' : 'RESULTS-api.md'), figures);
  return figures;
}

/** The landing pages through Lighthouse (all, or --pages), and the site's initial JS. */
async function lighthouseScenario() {
  const paths = values.pages ? values.pages.split(',') : AUDITED_PAGES;
  return {
    pages: await withServer({}, (base) => auditPages(base, paths, Number(values['lighthouse-runs']))),
    initialJsKb: initialJsGzipKb(join(root, 'apps/web/dist')),
  };
}

/** How long the production server takes to come up, cold and warm (first in a full run, on a quiet machine). */
const startTimeScenario = () => measureStartTime({ root, port: serverOptions.port });

const SCENARIOS: Record<string, () => Promise<unknown>> = {
  api: apiScenario,
  uncached: uncachedApi,
  bets: betsScenario,
  'provider-wallet': providerWalletScenario,
  'start-time': startTimeScenario,
  lighthouse: lighthouseScenario,
  instances: instancesSection,
};
if (values.only) {
  for (const name of values.only.split(',')) {
    const scenario = SCENARIOS[name];
    if (!scenario) throw new Error(`--only: no scenario ${name} (${Object.keys(SCENARIOS).join(', ')})`);
    const result = await scenario();
    const text = typeof result === 'string' ? result : JSON.stringify(result, null, 2);
    writeFileSync(join(outDir, `${name}.${typeof result === 'string' ? 'md' : 'json'}`), text);
    console.log(name, text);
  }
  process.exit(0);
}

const startTime = await startTimeScenario();
const { load, accounts, pages } = await withServer({}, async (base) => ({
  load: await runApiLoad(base, options),
  accounts: await runAccountsLoad(base, options),
  pages: values['skip-lighthouse'] ? [] : await auditPages(base),
}));
const bets = await betsScenario();
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
const providerWallet = await providerWalletScenario();
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
  startTime,
};
const instances = databaseUrl ? await instancesSection() : undefined;
// The default (PGlite) run writes RESULTS.md; a PostgreSQL run keeps its own file beside it.
const resultsFile = join(root, databaseUrl ? 'bench/RESULTS-postgresql.md' : 'bench/RESULTS.md');
writeResults(resultsFile, figures);
if (instances) appendFileSync(resultsFile, `\n${instances}`);
console.log(JSON.stringify(figures, null, 2));
