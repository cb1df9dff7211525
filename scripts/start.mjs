// npm start: install what is missing, build the site if stale, start the message sandbox, then serve site
// and API on one port. The server migrates and seeds its database on start (idempotent).
import { spawn } from 'node:child_process';
import { ensureNodeModules, root } from './lib/ensure.mjs';

ensureNodeModules();
const { ensureWebBuild } = await import('./lib/web-build.mjs');
const { startMessageSandbox, waitUntilUp } = await import('./lib/message-sandbox.mjs');
ensureWebBuild();

// SMS and e-mail go to the sandbox's inbox unless the operator set real senders (SMTP_URL, SMS_PROVIDER_URL).
const sandbox = await startMessageSandbox(process.env);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...sandbox?.serverEnv },
});
const children = [server, sandbox?.child].filter(Boolean);
let stopping = false;
const stop = (signal) => {
  stopping = true;
  children.forEach((child) => child.exitCode === null && child.kill(signal));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});
sandbox?.child.on('exit', () => {
  if (stopping) return;
  console.error('The message sandbox stopped: stopping the server too.');
  stop('SIGTERM');
});

const site = `http://localhost:${process.env.PORT || 3000}`;
if (await waitUntilUp(`http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 3000}/api/health`, server, 600_000)) {
  console.log(`\n  Site:    ${site}/m/home`);
  console.log(`  Console: ${site}/admin/  (operators: see README, Demo accounts)`);
  if (sandbox) console.log(`  Inbox:   ${sandbox.inboxUrl}  (the message sandbox: SMS codes and e-mail the site sends)`);
  console.log('');
}
