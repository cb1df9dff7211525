// Run shell commands a few at a time; each one's output is printed whole when it ends, never interleaved.
import { spawn } from 'node:child_process';
import { root } from './ensure.mjs';

/** One command: its exit code and everything it printed. */
function runQuiet(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** Runs `commands` (longest first pays off) with at most `concurrency` at once; resolves to those that failed. */
export async function runAll(commands, concurrency = 2) {
  const queue = [...commands];
  const failed = [];
  async function worker() {
    for (let command = queue.shift(); command; command = queue.shift()) {
      const started = Date.now();
      const { code, output } = await runQuiet(command);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`› ${command} (${seconds}s${code ? `, exit ${code}` : ''})`);
      if (output.trim()) console.log(output.trimEnd());
      if (code) failed.push(command);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}
