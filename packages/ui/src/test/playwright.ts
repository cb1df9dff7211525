import { CHROMIUM_HEADLESS_SHELL } from '../../../../scripts/lib/browsers.mjs';

/**
 * Debian's Chromium (never a downloaded one), quiet, in a container. Configs import this file by relative path.
 * Its headless shell (package chromium-headless-shell: the same Blink without the browser's windowing and GPU
 * layers) took a fifth less CPU than the full browser in headless mode on the same specs (game-list and home: 55 s
 * against 71 s, 72-78 s against 89-90 s of wall time). The bench's Lighthouse keeps the full browser.
 */
const DEBIAN_CHROMIUM = {
  executablePath: CHROMIUM_HEADLESS_SHELL,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The player's phone for the site's specs: 390x844, touch, mobile. One device pixel per CSS pixel: Chromium draws
 * without a GPU here, and at two a spec's browser took twice the CPU (game-list and home: 141 s of CPU against 74 s,
 * 136 s against 92 s of wall time), while no spec reads the density (screenshots for a look take their own).
 */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

/**
 * Playwright's `use` for every app's specs: Debian's Chromium, English, a screenshot on failure, and a trace of a
 * failed test's retry (npm test retries once). Recording a trace for every test, to keep only the failures', cost a
 * third of Chromium's and the runner's CPU on specs that pass.
 */
export const BROWSER_USE = {
  locale: 'en-US',
  trace: 'on-first-retry' as const,
  screenshot: 'only-on-failure' as const,
  launchOptions: DEBIAN_CHROMIUM,
};

/** The drawn demo art, shared by every spec server (relative to the repository, as the server reads it). */
export const E2E_MEDIA_DIR = '.tmp/e2e-media';

/**
 * Playwright's webServer for specs against the real API server in test mode: a fresh embedded database each run
 * (the drawn art in E2E_MEDIA_DIR is kept between runs), on `port`, with `env` on top.
 */
export function testServer(options: { root: string; port: number; dataDir: string; env?: Record<string, string> }) {
  const { root, port, dataDir } = options;
  return {
    command: `rm -rf "${dataDir}/pglite" && exec node --import tsx apps/server/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // One folder of drawn art for every spec server: on a fresh checkout they start together and draw it once.
      MEDIA_DIR: E2E_MEDIA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Specs may act from other addresses (X-Forwarded-For), as visitors behind the real proxy do.
      TRUST_PROXY: 'yes',
      ...options.env,
    },
  };
}

/** The key browser-test runs share with their payment sandbox (a sandbox key guards no real money). */
const E2E_PAYMENTS_KEY = 'e2e-payments-key';

/**
 * The payment sandbox (sandboxes/payments) for browser tests on `port`: Playwright's webServer entry, and the
 * environment that points the API server's sandbox gateway at it (PAYMENTS_SANDBOX_URL and _KEY).
 */
export function paymentSandbox(options: { root: string; port: number }) {
  const url = `http://127.0.0.1:${options.port}`;
  return {
    webServer: {
      command: 'exec node --import tsx sandboxes/payments/src/main.ts',
      cwd: options.root,
      url: `${url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PAYMENTS_HOST: '127.0.0.1',
        PAYMENTS_HTTP_PORT: String(options.port),
        PAYMENTS_SANDBOX_KEY: E2E_PAYMENTS_KEY,
      },
    },
    serverEnv: { PAYMENTS_SANDBOX_URL: url, PAYMENTS_SANDBOX_KEY: E2E_PAYMENTS_KEY },
  };
}

/** The key browser-test runs share with their provider simulator. */
const E2E_PROVIDERS_KEY = 'e2e-providers-key-0123456789';

/**
 * The provider simulator (sandboxes/providers) for browser tests on `port`, in test mode (fault controls), calling
 * the wallet of the API server on `serverPort`: Playwright's webServer entry, and the environment that points the
 * API server's sandbox provider connections at it (PROVIDERS_SANDBOX_URL and _KEY).
 */
export function providerSandbox(options: { root: string; port: number; serverPort: number }) {
  const url = `http://127.0.0.1:${options.port}`;
  return {
    webServer: {
      command: 'exec node --import tsx sandboxes/providers/src/main.ts',
      cwd: options.root,
      url: `${url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PROVIDERS_HOST: '127.0.0.1',
        PROVIDERS_HTTP_PORT: String(options.port),
        PROVIDERS_SANDBOX_KEY: E2E_PROVIDERS_KEY,
        PROVIDERS_SANDBOX_TEST: '1',
        WALLET_URL: `http://127.0.0.1:${options.serverPort}/api/provider`,
      },
    },
    serverEnv: { PROVIDERS_SANDBOX_URL: url, PROVIDERS_SANDBOX_KEY: E2E_PROVIDERS_KEY },
  };
}
