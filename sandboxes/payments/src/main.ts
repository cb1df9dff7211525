// The payment sandbox: a stand-in gateway speaking signed-http v1 (docs/payment-gateway.md) with a hosted
// payer page. The API server reaches it only through PAYMENTS_SANDBOX_URL and PAYMENTS_SANDBOX_KEY.
import { createGateway } from './gateway';
import { createHttpServer } from './http';
import { readSettings } from './settings';

const SWEEP_MS = 1_000;

const settings = readSettings();
const log = (line: string) => console.warn(`[payments] ${line}`);
const gateway = createGateway({ sandboxKey: settings.key, log });
const http = createHttpServer(gateway, { sandboxKey: settings.key, publicUrl: settings.publicUrl });
const sweeper = setInterval(() => gateway.sweep(), SWEEP_MS);

await http.listen({ port: settings.httpPort, host: settings.host });
log(`gateway and payer pages on http://${settings.host}:${settings.httpPort}/`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  clearInterval(sweeper);
  gateway.close();
  await http.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
