import { sharedHead } from './head';
import { precompress } from './precompress';

export interface BrowserApp<Plugin> {
  /** Where the API server serves the build (`/games/`, `/admin/`). */
  base: string;
  /** The dev server's port; it proxies /api to the API (API_TARGET). */
  devPort: number;
  /** The app's framework plugins (React, Tailwind): the app owns those dependencies. */
  plugins: Plugin[];
}

/**
 * The Vite config of a small browser app served by the API server under a prefix (the games, the console): the
 * shared head, pre-compressed assets, the contract tree-shaken, and the vitest setup every app uses. The site's
 * config is its own (first paint, chunking).
 */
export function browserAppConfig<Plugin>({ base, devPort, plugins }: BrowserApp<Plugin>) {
  const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
  return {
    base,
    plugins: [...plugins, sharedHead(), precompress()],
    server: { port: devPort, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
    build: {
      target: 'es2022',
      rolldownOptions: {
        // The contract's modules only declare constants, schemas and pure functions.
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      },
    },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 20_000,
    },
  };
}
