/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// Relative import: the config loader bundles it, while the workspace package is TypeScript.
import { sharedHead } from '../../packages/ui/src/head.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** .br and .gz beside every text asset, for the server's pre-compressed static files. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'admin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  // Served by the API server under /admin/ (index.html for every client route below it).
  base: '/admin/',
  plugins: [react(), tailwindcss(), sharedHead(), precompress()],
  server: { port: 5175, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
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
});
