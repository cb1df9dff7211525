// The one place that says how a compiled Node program starts: npm start, the production browser tests, the
// bench and anyone spawning servers (two-instance tests) take the command from here. Build first with
// ensureServerBuild (scripts/lib/server-build.mjs), or use the shell form, which builds when stale.
import { join } from 'node:path';
import { root } from './ensure.mjs';

/** node's arguments for a compiled program; source maps make stack traces name the TypeScript lines. */
export function nodeArgs(workspace) {
  return ['--enable-source-maps', join(workspace, 'dist/main.js')];
}

/** [executable, args] for the compiled API server, run from the repository root. */
export function serverCommand() {
  return [process.execPath, nodeArgs('apps/server')];
}

/** [executable, args] for a sandbox ('messages', 'payments' or 'providers'): compiled, or from source (npm run dev). */
export function sandboxCommand(name, { fromSource = false } = {}) {
  const workspace = `sandboxes/${name}`;
  return [process.execPath, fromSource ? ['--import', 'tsx', `${workspace}/src/main.ts`] : nodeArgs(workspace)];
}

/** node's arguments that build every stale Node program (cwd: the repository root). */
export const BUILD_ARGS = ['scripts/lib/server-build.mjs'];

/** A shell command (cwd: the repository root) that builds what is stale, then execs the compiled server. */
export const SERVER_SHELL_COMMAND = `node ${BUILD_ARGS.join(' ')} && exec node ${nodeArgs('apps/server').join(' ')}`;

/** The same for a sandbox. */
export const sandboxShellCommand = (name) =>
  `node ${BUILD_ARGS.join(' ')} && exec node ${nodeArgs(`sandboxes/${name}`).join(' ')}`;

export { root };
