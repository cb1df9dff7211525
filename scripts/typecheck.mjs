// npm run typecheck: TypeScript 7 (the native compiler) on every project: each workspace's tsconfig.json and its
// e2e/tsconfig.json, and the bench's. A workspace's own `typecheck` script runs this for its projects alone.
// TypeScript 7 has no compiler API yet, so `typescript` (5.9, the `tsc` on the path) stays for the tools that
// import it (typescript-eslint, madge), and 7 is installed beside it as `typescript-7` (decision 202).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { root } from './lib/ensure.mjs';
import { runAll } from './lib/parallel.mjs';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const manifest = createRequire(import.meta.url).resolve('typescript-7/package.json');
const tsc = relative(root, join(dirname(manifest), readJson(manifest).bin.tsc));

/** The workspace this runs in (its own `typecheck` script), or '' at the root. */
const here = relative(root, process.cwd());

/** Workspaces (package.json's "dir/*" globs), or only the one this runs in. */
function workspaces() {
  if (here) return [here];
  return readJson(join(root, 'package.json')).workspaces.flatMap((glob) => {
    const parent = glob.replace(/\/\*$/, '');
    return readdirSync(join(root, parent)).map((name) => `${parent}/${name}`);
  });
}

const projects = [...workspaces().flatMap((dir) => [dir, `${dir}/e2e`]), ...(here ? [] : ['bench'])].filter((dir) =>
  existsSync(join(root, dir, 'tsconfig.json')),
);

// One at a time: the compiler checks on every core, and two at a time took as long as one after the other.
const failed = await runAll(
  projects.map((project) => `node ${tsc} --noEmit -p ${project}`),
  1,
);
if (failed.length) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
