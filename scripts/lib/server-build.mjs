// Compiles the Node programs (the API server and the sandboxes) to plain JavaScript with esbuild, so a
// production start runs `node` alone. Each program is one bundle of its own sources and the workspace
// packages it imports (@lobby/contract ships TypeScript); npm packages stay in node_modules. Run as a
// script (`node scripts/lib/server-build.mjs [--force]`) it builds what is stale.
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './ensure.mjs';
import { newestMtime } from './newest-mtime.mjs';

/**
 * Each program's entry points, bundled into `<workspace>/dist/<name>.js`. The server's art worker is forked by
 * path (`./worker.js` beside the bundle that forks it), so it is a bundle of its own; `assets` are folders read
 * at run time from beside the code, copied into dist.
 */
export const NODE_APPS = [
  {
    name: 'the API server',
    workspace: 'apps/server',
    entries: {
      main: 'src/main.ts',
      worker: 'src/db/seed/art/worker.ts',
      'compress-worker': 'src/lib/compress-thread/worker.ts',
    },
  },
  { name: 'the message sandbox', workspace: 'sandboxes/messages', entries: { main: 'src/main.ts' } },
  { name: 'the payment sandbox', workspace: 'sandboxes/payments', entries: { main: 'src/main.ts' } },
  {
    name: 'the provider simulator',
    workspace: 'sandboxes/providers',
    entries: { main: 'src/main.ts' },
    assets: { 'src/client': 'client' },
  },
];
const SHARED = ['packages/contract/src', 'packages/contract/package.json', 'scripts/lib/server-build.mjs'];
const STAMP_FILE = '.build-stamp';
const STAMP = `dist/${STAMP_FILE}`;

function isStale({ workspace }) {
  const dir = join(root, workspace);
  const sources = Math.max(
    newestMtime(join(dir, 'src')),
    newestMtime(join(dir, 'package.json')),
    ...SHARED.map((path) => newestMtime(join(root, path))),
  );
  return newestMtime(join(dir, STAMP)) <= sources;
}

/** Bare imports stay external (resolved from node_modules at run time), except our own workspace packages. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lobby/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildApp(app) {
  const { build } = await import('esbuild');
  const dir = join(root, app.workspace);
  // Built aside and swapped in: a builder running beside this one (two test files) never sees half a dist.
  const outdir = join(dir, `dist.build-${process.pid}`);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: dir,
    entryPoints: app.entries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalNpmPackages],
  });
  for (const [from, to] of Object.entries(app.assets ?? {}))
    cpSync(join(dir, from), join(outdir, to), { recursive: true });
  writeFileSync(join(outdir, STAMP_FILE), new Date().toISOString());
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  try {
    renameSync(outdir, join(dir, 'dist'));
  } catch (error) {
    // Another builder swapped its equal build in first.
    rmSync(outdir, { recursive: true, force: true });
    if (!['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
  }
}

/** Build every Node program whose sources (or the contract) changed since its last build. */
export async function ensureServerBuild({ force = false } = {}) {
  for (const app of NODE_APPS) {
    if (!force && !isStale(app)) continue;
    const started = Date.now();
    await buildApp(app);
    console.log(`› built ${app.name} (${Date.now() - started} ms)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureServerBuild({ force: process.argv.includes('--force') });
}
