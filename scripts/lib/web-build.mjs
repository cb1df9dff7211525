// Builds the browser apps (the lobby in apps/web, the in-house games in apps/games, the operator
// console in apps/admin) when their sources, or the packages they share (the contract, the ui), are
// newer than their last build.
import { join } from 'node:path';
import { root, run } from './ensure.mjs';
import { newestMtime } from './newest-mtime.mjs';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const SHARED = ['packages/contract/src', 'packages/ui/src'];
export const BROWSER_APPS = [
  { name: 'the web app', workspace: 'apps/web' },
  { name: 'the in-house games app', workspace: 'apps/games' },
  { name: 'the operator console', workspace: 'apps/admin' },
];

/** Build one app when it has no build or a source is newer than its index.html. */
export function ensureAppBuild({ name, workspace }, { force = false } = {}) {
  const dir = join(root, workspace);
  const built = newestMtime(join(dir, 'dist/index.html'));
  const sources = Math.max(
    ...INPUTS.map((input) => newestMtime(join(dir, input))),
    ...SHARED.map((folder) => newestMtime(join(root, folder))),
  );
  if (!force && built > sources) return;
  console.log(`› building ${name}`);
  run(`npm run build -w ${workspace}`);
}

/** Every browser app the server hosts, each built only when stale. */
export function ensureWebBuild(options = {}) {
  for (const app of BROWSER_APPS) ensureAppBuild(app, options);
}
