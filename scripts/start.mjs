// npm start: install what is missing, build the site and the server if stale, start the message and payment
// sandboxes and the provider simulator, then serve site and API on one port, all compiled JavaScript on plain node. The server migrates and seeds its database on start (idempotent).
import { spawn } from 'node:child_process';
import { ensureNodeModules, root } from './lib/ensure.mjs';

await ensureNodeModules();
const { ensureWebBuild } = await import('./lib/web-build.mjs');
const { ensureServerBuild } = await import('./lib/server-build.mjs');
const { serverCommand } = await import('./lib/server-command.mjs');
const { startMessageSandbox, waitUntilUp } = await import('./lib/message-sandbox.mjs');
const { startPaymentSandbox } = await import('./lib/payment-sandbox.mjs');
const { startProviderSandbox } = await import('./lib/provider-sandbox.mjs');
ensureWebBuild();
await ensureServerBuild();

// SMS and e-mail go to the sandbox's inbox unless the operator set real senders (SMTP_URL, SMS_PROVIDER_URL);
// sandbox deposit channels pay through the payment sandbox unless PAYMENTS_SANDBOX_URL points elsewhere; the
// external games play on the provider simulator unless PROVIDERS_SANDBOX_URL points elsewhere.
const started = await Promise.allSettled([
  startMessageSandbox(process.env),
  startPaymentSandbox(process.env),
  startProviderSandbox(process.env),
]);
const refused = started.find((result) => result.status === 'rejected');
if (refused) {
  // The one that did come up must not outlive this script.
  started.forEach((result) => result.status === 'fulfilled' && result.value?.child.kill('SIGTERM'));
  throw refused.reason;
}
const [sandbox, payments, providers] = started.map((result) => result.value);
// A production server refuses to start without the key that seals TOTP secrets; this demo launcher lends
// the public demo key (a real deployment sets its own, README, Configuration).
if (!process.env.TOTP_ENCRYPTION_KEY) console.warn('TOTP_ENCRYPTION_KEY unset: using the public demo key');
const demoKeys = { TOTP_ENCRYPTION_KEY: 'lobby-demo-totp-encryption-key-not-for-production' };
// The demo's sandbox deposit channels and provider connections must work in this production start (production
// refuses the sandbox adapters unless allowed); an operator may still say PAYMENTS_SANDBOX_ALLOWED=0 (or PROVIDERS_).
const [node, args] = serverCommand();
const server = spawn(node, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX_ALLOWED: '1',
    PROVIDERS_SANDBOX_ALLOWED: '1',
    ...demoKeys,
    ...process.env,
    ...sandbox?.serverEnv,
    ...payments?.serverEnv,
    ...providers?.serverEnv,
  },
});
const children = [server, sandbox?.child, payments?.child, providers?.child].filter(Boolean);
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
for (const [name, child] of [
  ['message', sandbox?.child],
  ['payment', payments?.child],
  ['provider', providers?.child],
]) {
  child?.on('exit', () => {
    if (stopping) return;
    console.error(`The ${name} sandbox stopped: stopping the server too.`);
    stop('SIGTERM');
  });
}

const site = `http://localhost:${process.env.PORT || 3000}`;
if (
  await waitUntilUp(`http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || 3000}/api/health`, server, 600_000)
) {
  console.log(`\n  Site:    ${site}/m/home`);
  console.log(`  Console: ${site}/admin/  (operators: see README, Demo accounts)`);
  if (sandbox)
    console.log(`  Inbox:   ${sandbox.inboxUrl}  (the message sandbox: SMS codes and e-mail the site sends)`);
  if (payments) console.log(`  Gateway: ${payments.url}  (the payment sandbox: its payments and payer pages)`);
  if (providers) console.log(`  Games:   ${providers.url}  (the provider simulator: external games' pages)`);
  console.log('');
}
