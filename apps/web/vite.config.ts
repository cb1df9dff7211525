/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative import: the config loader bundles it (src/first-paint holds the first paint's build side).
import { BOOT_ENTRY, firstPaint, isBootModule } from './src/first-paint/vite-plugin.ts';
import { sharedHead } from '../../packages/ui/src/head.ts';
import { precompress } from '../../packages/ui/src/precompress.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
/** Unit tests that set process.env.TZ (the records' dates in the player's time zone). */
const TIME_ZONE_TESTS = ['src/features/records/hooks/date-range.test.ts', 'src/routes/records.test.tsx'];
/**
 * Unit tests of plain logic: in node (no `@vitest-environment`), mocking no module, keeping no time zone. They share a
 * worker's loaded modules from one file to the next (40 files: 5 s instead of 24 s, decision 204); a file that
 * mocks a module stays isolated, so its mock never reaches another file.
 */
function logicTests(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.replaceAll('\\', '/')}`)
    .filter((file) => !TIME_ZONE_TESTS.includes(file))
    .filter((file) => !/@vitest-environment|vi\.mock\(/.test(readFileSync(`${root}${file}`, 'utf8')));
}
const LOGIC_TESTS = logicTests();
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/media': { target: apiTarget, changeOrigin: true },
  // The in-house games app (apps/games), served by the API from its build.
  '/games': { target: apiTarget, changeOrigin: true },
};

/** The app's own shared code (lib, ui and the contract), except what brings a library of its own. */
function isSharedModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  // Other languages load on demand, each in its own chunk; popups, carousels and HTML content
  // bring their own libraries, which stay with the screens that use them.
  if (
    /\/src\/lib\/locales\/(?!en\.)|\/src\/ui\/(dialog\.|carousel|search-field\.|page-header\.|safe-html\.)|\/src\/lib\/use-search-input\./.test(
      path,
    )
  )
    return false;
  if (isBootModule(id)) return false;
  // Zod schemas stay with the lazy screens that parse with them: in the shared chunk they would pull
  // zod into every first load.
  if (/\/contract\/src\/schemas\//.test(path)) return false;
  // The header's brand and shell store are the entry's, but the drawer and status screens share them.
  return /\/src\/(lib|ui|first-paint)\/|\/src\/app\/(brand|ui-store)\.|\/packages\/contract\//.test(path);
}

/**
 * Write .br and .gz next to every text asset at the strongest settings, for a static server that
 * serves precompressed files (e.g. @fastify/static with preCompressed): on-the-fly compression
 * uses fast settings and sends more bytes.
 */

/**
 * react-router 7's package exports always resolve to its development build (dev warnings and
 * all, remix-run/react-router#14102, meant to be temporary); the production build it ships beside
 * it is what a production bundle should hold.
 */
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
  },
  // react-i18next still supports React 17 through this shim; React 19 has the hook itself.
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fileURLToPath(new URL('src/lib/react-shim.ts', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: { alias: command === 'build' ? productionAliases : [] },
  // Names the service worker's caches: a new build gets new caches and drops the old ones.
  define: { __SW_VERSION__: JSON.stringify(Date.now().toString(36)) },
  plugins: [react(), tailwindcss(), sharedHead(), ...firstPaint(), precompress(['favicon.svg'])],
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    // The boot script starts the app and preloads its modules itself (deferAppStart), so the
    // index has no modulepreload links for a polyfill to find.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The service worker is an entry of its own, at the root so its scope can be /m/.
      input: { index: 'index.html', boot: BOOT_ENTRY, sw: 'src/sw/sw.ts' },
      // The contract's modules only declare constants, schemas and pure functions.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Few, cacheable chunks for the first load instead of a dozen tiny ones.
        codeSplitting: {
          groups: [
            // The boot script and what it imports are one file: nothing else is fetched before
            // the first paint. The app imports these modules from it.
            { name: 'boot', test: isBootModule, priority: 3 },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // The app's shared code the first page runs ('$initial': reached by static imports from
            // the entry), and apart from it what only lazy screens share.
            {
              name: 'shared',
              test: isSharedModule,
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'common', test: isSharedModule, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['src/test/setup.ts'],
    // Most component tests run in happy-dom, which starts a file's DOM in a fraction of jsdom's time (the web unit
    // tests: 91 s against 60-70 s on two cores). It never loads what a page would (a game's iframe, a provider's
    // script). Six files stay in jsdom, where happy-dom differs from a browser: sanitised HTML (DOMPurify), the
    // dialing-code select and a provider's script, the first paint's hand-over, and preload links (decision 202).
    environmentOptions: {
      happyDOM: {
        settings: {
          disableIframePageLoading: true,
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
    projects: [
      // Worker threads start a file's DOM faster than processes (76 s against 94 for the whole suite on two cores)...
      {
        extends: true,
        test: {
          name: 'threads',
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...TIME_ZONE_TESTS, ...LOGIC_TESTS],
        },
      },
      { extends: true, test: { name: 'logic', pool: 'threads', isolate: false, include: LOGIC_TESTS } },
      // ... but share one process.env.TZ, which these files set for themselves: each in a process of its own.
      { extends: true, test: { name: 'time zones', pool: 'forks', include: TIME_ZONE_TESTS } },
    ],
  },
}));
