// The message sandbox: an SMTP catcher and an HTTP SMS gateway sharing one in-memory inbox, with a web
// page a person reads codes from. The API server reaches it only through SMTP_URL and SMS_PROVIDER_URL.
import { createHttpServer } from './http';
import { createInbox } from './inbox';
import { readSettings } from './settings';
import { createSmtpCatcher } from './smtp';

const settings = readSettings();
const log = (line: string) => console.warn(`[messages] ${line}`);
const inbox = createInbox();
const smtp = createSmtpCatcher(inbox, log);
const http = createHttpServer(inbox, { smsKey: settings.smsKey, log });

smtp.on('error', (error) => log(`SMTP error: ${error.message}`));
await new Promise<void>((resolve, reject) => {
  smtp.server.once('error', reject);
  smtp.listen(settings.smtpPort, settings.host, () => resolve());
});
await http.listen({ port: settings.httpPort, host: settings.host });
log(
  `SMTP on ${settings.host}:${settings.smtpPort}, SMS gateway and inbox on http://${settings.host}:${settings.httpPort}/`,
);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await Promise.all([http.close(), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
