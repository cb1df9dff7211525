// The provider simulator: a stand-in game provider/aggregator speaking seamless-wallet v1 (docs/provider-wallet.md).
// The operator's server reaches it only through each provider connection's base URL and secret.
import { createSimulator } from './http';
import { readSettings } from './settings';

const SETTLE_MS = 1_000;

const settings = readSettings();
const log = (line: string) => console.warn(`[providers] ${line}`);
const simulator = createSimulator({
  sandboxKey: settings.key,
  walletUrl: settings.walletUrl,
  publicUrl: settings.publicUrl,
  testMode: settings.testMode,
  seedGames: settings.seedGames,
});
// Lottery tickets settle when their draw closes.
const settler = setInterval(
  () => void simulator.lottery.settleDue().catch((error) => log(`settling: ${error}`)),
  SETTLE_MS,
);

await simulator.app.listen({ port: settings.httpPort, host: settings.host });
log(
  `providers on http://${settings.host}:${settings.httpPort}/p/{providerCode}, wallet at ${settings.walletUrl}${settings.testMode ? ' (test mode)' : ''}`,
);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  clearInterval(settler);
  await simulator.app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
