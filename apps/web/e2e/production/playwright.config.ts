import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_ARGS, nodeArgs } from '../../../../scripts/lib/server-command.mjs';
import { E2E_MEDIA_DIR, paymentSandbox } from '../../../../packages/ui/src/test/playwright';
import base from '../playwright.config';
import { INBOX_PORT, INBOX_URL, PAYMENTS_PORT, SITE_PORT as port, SMTP_PORT as smtpPort } from './ports';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const dataDir = `${root}.tmp/e2e-production-data-${port}`;
const SMS_KEY = 'e2e-sandbox-key';
const payments = paymentSandbox({ root, port: PAYMENTS_PORT });
// npm start's compiled programs, built here (when stale) once, before any of them starts; workers load this file too.
if (!process.env.TEST_WORKER_INDEX) execFileSync(process.execPath, BUILD_ARGS, { cwd: root, stdio: 'inherit' });
const compiled = (workspace: string) => `exec node ${nodeArgs(workspace).join(' ')}`;

/**
 * `npm start` as a person runs it, compiled JavaScript on plain node: NODE_ENV=production (no outbox, no captcha answers), SMS and e-mail
 * delivered over HTTP and SMTP to the message sandbox, whose inbox the specs read, and the payment sandbox.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testIgnore: [],
  // One run of its own specs, not the site run's phases (playwright.config.ts).
  workers: 1,
  projects: [{ name: 'production' }],
  outputDir: `${root}.tmp/e2e-production-results`,
  use: {
    ...base.use,
    baseURL: `http://127.0.0.1:${port}`,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'lobby.noticePopupHiddenUntil', value: '2999-12-31T00:00:00.000Z' }],
        },
      ],
    },
  },
  webServer: [
    { ...payments.webServer, command: compiled('sandboxes/payments') },
    {
      command: compiled('sandboxes/messages'),
      cwd: root,
      url: `${INBOX_URL}health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        MESSAGES_HOST: '127.0.0.1',
        MESSAGES_SMTP_PORT: String(smtpPort),
        MESSAGES_HTTP_PORT: String(INBOX_PORT),
        MESSAGES_SMS_KEY: SMS_KEY,
      },
    },
    {
      command: `rm -rf "${dataDir}/pglite" && ${compiled('apps/server')}`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        MEDIA_DIR: E2E_MEDIA_DIR,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_GAMES: '200',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMS_PROVIDER_URL: `${INBOX_URL}sms`,
        SMS_PROVIDER_KEY: SMS_KEY,
        TOTP_ENCRYPTION_KEY: `e2e-${SMS_KEY}-totp-key-0123456789`,
        ...payments.serverEnv,
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
