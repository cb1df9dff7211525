import { defineConfig } from '@playwright/test';
import {
  BROWSER_USE,
  PHONE,
  paymentSandbox,
  providerSandbox,
  testServer,
} from '../../../packages/ui/src/test/playwright';
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
 * npm test sets E2E_PHASES=1: the phases below, two workers. By hand the run stays serial on one worker, and
 * a spec picked by name runs without first running the phase before it (a dependency always runs in full).
 */
const phased = process.env.E2E_PHASES === '1';
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
  'feedback',
  'promotions',
  'providers',
  'records',
  'registration-and-login',
  'responsible-gaming',
  'search',
  'security',
  'settings',
].map((name) => `${name}.spec.ts`);

const AFTER_FLAGS_AND_SERVICES = ['accounts', 'member-home', 'site-services'].map((name) => `${name}.spec.ts`);
const AFTER_CONTENT_AND_RANKS = ['notices', 'social-login', 'vip-benefits'].map((name) => `${name}.spec.ts`);

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
  // Two workers: four (with the console's two shards beside them) overloaded two cores, and specs timed out.
  workers: phased ? 2 : 1,
  projects: [
    // The accessibility pass and the specs beside it share both workers: its tests are in parallel mode (each
    // may go to either worker) and, first in file order, start first, so the shorter specs fill in around
    // them and both workers end at about the same time. Side by side on a worker each, one worker waited
    // for the other (554 s of accessibility pass against 636 s of the rest).
    { name: 'a11y and beside', testMatch: [A11Y, ...BESIDE_A11Y] },
    // After them, two groups side by side, each on one worker: specs that change the site for everyone, but
    // not what the other group reads. The first shares the site's flags and customer service (member-home writes
    // the flags the drawer in accounts reads, site-services the customer service the member centre lists) and
    // the demo player's password, which the accessibility pass logs in with; the second the announcements,
    // the social sign-in issuers and the VIP ranks.
    {
      name: 'after, flags and services',
      testMatch: AFTER_FLAGS_AND_SERVICES,
      workers: 1,
      dependencies: phased ? ['a11y and beside'] : [],
    },
    {
      name: 'after, content and ranks',
      testMatch: AFTER_CONTENT_AND_RANKS,
      workers: 1,
      dependencies: phased ? ['a11y and beside'] : [],
    },
    // Every other spec, last and alone: maintenance (status) closes the site to every other spec. A new spec
    // lands here until it is known to be safe beside the others.
    {
      name: 'alone',
      testIgnore: [A11Y, ...BESIDE_A11Y, ...AFTER_FLAGS_AND_SERVICES, ...AFTER_CONTENT_AND_RANKS, 'production/**'],
      workers: 1,
      dependencies: phased ? ['after, flags and services', 'after, content and ranks'] : [],
    },
  ],
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every spec starts with the home announcement pop-ups ticked "do not show again today", so they
    // never cover what a spec came to test; notices.spec.ts clears this to test the pop-ups themselves.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'lobby.noticePopupHiddenUntil', value: '2999-12-31T00:00:00.000Z' }],
        },
      ],
    },
    ...PHONE,
    ...BROWSER_USE,
  },
  webServer: [
    payments.webServer,
    providers.webServer,
    testServer({
      root,
      port,
      dataDir,
      env: {
        ...payments.serverEnv,
        ...providers.serverEnv,
        // A build of its own (E2E_WEB_DIST), so parallel work never serves another's half-written dist.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    }),
  ],
});
