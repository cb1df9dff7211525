import { defineConfig } from '@playwright/test';
import { BROWSER_USE, paymentSandbox, providerSandbox, testServer } from '../../../packages/ui/src/test/playwright';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// Another port (E2E_PORT) gets its own data directory, so two runs never share a database.
const dataDir = `${root}.tmp/e2e-data${process.env.E2E_PORT ? `-${port}` : ''}`;
/** The payment sandbox beside this run's server (gateway deposits pay on its page). */
const payments = paymentSandbox({ root, port: port + 500 });
/** The provider simulator beside it, in test mode (external games play on its pages, through our wallet). */
const providers = providerSandbox({ root, port: port + 600, serverPort: port });

/**
 * npm test sets E2E_PHASES=1: the two projects below side by side, each on a server and database of its own. By
 * hand the run stays serial on one worker and one server.
 */
const phased = process.env.E2E_PHASES === '1';
/** The server of the specs that change the site for everyone, in npm test: clear of every other port of the run. */
const alonePort = port + 700;
const origin = (at: number) => `http://127.0.0.1:${at}`;
/**
 * Every spec starts with the home announcement pop-ups ticked "do not show again today", so they never cover what
 * a spec came to test; notices.spec.ts clears this to test the pop-ups themselves.
 */
const popupsHidden = (at: number) => ({
  cookies: [],
  origins: [
    {
      origin: origin(at),
      localStorage: [{ name: 'lobby.noticePopupHiddenUntil', value: '2999-12-31T00:00:00.000Z' }],
    },
  ],
});
/** A test-mode server with the run's sandboxes, on its own database. */
const siteServer = (at: number, dir: string) =>
  testServer({
    root,
    port: at,
    dataDir: dir,
    env: {
      ...payments.serverEnv,
      ...providers.serverEnv,
      // A build of its own (E2E_WEB_DIST), so parallel work never serves another's half-written dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  });
/** Visitor pages and the demo player's, through axe: the longest spec by far. */
const A11Y = 'a11y.spec.ts';
/**
 * Specs that change nothing another spec reads: they read the site, or act as a player of their own
 * (accounts.ts PLAYERS). They run beside the accessibility pass (visitor pages and the demo player's),
 * the two sharing both workers.
 */
const BESIDE_A11Y = [
  'agents',
  'cashier',
  'cashier-qr',
  'fairness',
  'content',
  'favourites',
  'game-list',
  'home',
  'list-first-paint',
  'navigation',
  'play',
  'promotions',
  'providers',
  'records',
  'responsible-gaming',
  'search',
  'security',
].map((name) => `${name}.spec.ts`);

/** Phone viewport, Debian's Chromium; the real server on its own database with the demo seed. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A production start with the message sandbox has its own config (production/playwright.config.ts).
  testIgnore: 'production/**',
  outputDir: `${root}.tmp/e2e-results`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // In npm test, two workers for the accessibility pass and the specs beside it, and one for the specs that change
  // the site, on a server of their own, from the start (they once ran after the others on the same server, alone on
  // one worker: 255 s of 785).
  workers: phased ? 3 : 1,
  projects: [
    // The accessibility pass and the specs beside it share two workers: its tests are in parallel mode (each
    // may go to either worker) and, first in file order, start first, so the shorter specs fill in around
    // them and both workers end at about the same time. Side by side on a worker each, one worker waited
    // for the other (554 s of accessibility pass against 636 s of the rest).
    { name: 'a11y and beside', testMatch: [A11Y, ...BESIDE_A11Y], workers: phased ? 2 : 1 },
    // Every other spec, one at a time: it may change the site for everyone (flags, maintenance, announcements,
    // ranks, customer service) or the demo player's password, which the accessibility pass checks or logs
    // in with. In npm test it has a server and database of its own. A new spec lands here until it is known to
    // be safe beside the others.
    {
      name: 'alone',
      testIgnore: [A11Y, ...BESIDE_A11Y, 'production/**'],
      workers: 1,
      ...(phased ? { use: { baseURL: origin(alonePort), storageState: popupsHidden(alonePort) } } : {}),
    },
  ],
  reporter: [['list'], ['json']],
  use: {
    baseURL: origin(port),
    storageState: popupsHidden(port),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...BROWSER_USE,
  },
  webServer: [
    payments.webServer,
    providers.webServer,
    siteServer(port, dataDir),
    ...(phased ? [siteServer(alonePort, `${root}.tmp/e2e-data-alone-${alonePort}`)] : []),
  ],
});
