import { defineConfig } from '@playwright/test';
import { BROWSER_USE, paymentSandbox, testServer } from '../../../packages/ui/src/test/playwright';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3110);
// A data directory of its own (and per E2E_PORT), so the console's run never shares the site's database.
const dataDir = `${root}.tmp/e2e-console-data${process.env.E2E_PORT ? `-${port}` : ''}`;
/** The payment sandbox beside this run's server (specs that follow a deposit through the console pay there). */
const payments = paymentSandbox({ root, port: port + 500 });

/** The operator console at 1280x800 (desktop first), Debian's Chromium, the real server with the demo seed. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${root}.tmp/e2e-console-results`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    ...BROWSER_USE,
  },
  webServer: [
    payments.webServer,
    testServer({
      root,
      port,
      dataDir,
      env: {
        ...payments.serverEnv,
        // The console's art is none; the site's art is not needed here.
        SEED_GAMES: '200',
        // A build of its own (E2E_ADMIN_DIST), so parallel work never serves another's half-written dist.
        ...(process.env.E2E_ADMIN_DIST ? { ADMIN_DIST: process.env.E2E_ADMIN_DIST } : {}),
        // Specs that check the player site (at 390x844, in a context of their own) use its build.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    }),
  ],
});
