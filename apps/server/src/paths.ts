import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This module sits directly in src/, at the same depth as the compiled bundle (dist/main.js), so a path taken
// from its import.meta.url means the same from source (tsx, vitest) and compiled (esbuild inlines it there).

/** apps/server: the migrations (drizzle/) live here. */
export const SERVER_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The repository root: relative paths in the environment are taken from here. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
