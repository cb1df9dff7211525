// Ports of the production-start run, beside the test-mode server of the main config (E2E_PORT).
const base = Number(process.env.E2E_PORT ?? 3100);

export const SITE_PORT = base + 100;
export const SMTP_PORT = base + 200;
export const INBOX_PORT = base + 300;
/** The message sandbox's web inbox in this run. */
export const INBOX_URL = `http://127.0.0.1:${INBOX_PORT}/`;
/** The payment sandbox's port in this run. */
export const PAYMENTS_PORT = base + 400;
