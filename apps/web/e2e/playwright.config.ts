import { defineConfig } from '@playwright/test';
import { BROWSER_USE, testServer } from '../../../packages/ui/src/test/playwright';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// Another port (E2E_PORT) gets its own data directory, so two runs never share a database.
const dataDir = `${root}.tmp/e2e-data${process.env.E2E_PORT ? `-${port}` : ''}`;

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...BROWSER_USE,
  },
  webServer: testServer({
    root,
    port,
    dataDir,
    env: {
      // A build of its own (E2E_WEB_DIST), so parallel work never serves another's half-written dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  }),
});
