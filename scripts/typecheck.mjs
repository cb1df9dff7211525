// npm run typecheck: every workspace's own typecheck script and the bench, two at a time (tsc uses one core).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/ensure.mjs';
import { runAll } from './lib/parallel.mjs';

/** The biggest programs start first, so the last to start is a small one. */
const BIGGEST = ['apps/web', 'apps/server', 'apps/admin'];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Workspaces (package.json's "dir/*" globs) with a typecheck script. */
const workspaces = readJson(join(root, 'package.json'))
  .workspaces.flatMap((glob) => {
    const parent = glob.replace(/\/\*$/, '');
    return readdirSync(join(root, parent)).map((name) => `${parent}/${name}`);
  })
  .filter(
    (dir) =>
      existsSync(join(root, dir, 'package.json')) && readJson(join(root, dir, 'package.json')).scripts?.typecheck,
  )
  .sort((a, b) => rank(a) - rank(b));

function rank(workspace) {
  const index = BIGGEST.indexOf(workspace);
  return index === -1 ? BIGGEST.length : index;
}

const failed = await runAll([
  ...workspaces.map((workspace) => `npm run typecheck -w ${workspace} --silent`),
  'npx tsc --noEmit -p bench',
]);
if (failed.length) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
