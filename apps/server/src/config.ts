import { resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

export { REPO_ROOT };

/** A yes/no variable: 1/0, true/false, yes/no, on/off (or a boolean from code overrides). */
const flag = z.union([
  z.boolean(),
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value)),
]);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  /** Shared by several instances: rate-limit counters and the bus that ends sessions and carries chat events everywhere. */
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  /** The built in-house games app (apps/games), served under /games/. */
  GAMES_DIST: z.string().min(1).default('apps/games/dist'),
  /** The built operator console (apps/admin), served under /admin/. */
  ADMIN_DIST: z.string().min(1).default('apps/admin/dist'),
  /**
   * The drawn demo art (game tiles, banners, provider and merchant marks); default `$DATA_DIR/media`. Instances
   * may share one: those that start together draw it once, in turn.
   */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Uploaded files (reward pictures); default `$DATA_DIR/uploads`. Never inside a served directory. */
  UPLOADS_DIR: z.string().min(1).optional(),
  SEED_GAMES: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  /** Trust X-Forwarded-* from a reverse proxy (for the client IP and the host). */
  TRUST_PROXY: flag.default(false),
  /** Requests per minute per client IP (counted in Redis across instances with REDIS_URL, else in memory). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3000),
  /**
   * Loopback clients (local tools, benchmarks) skip the rate limit. Off by default in production, where a
   * same-host reverse proxy would otherwise exempt every visitor.
   */
  RATE_LIMIT_EXEMPT_LOOPBACK: flag.optional(),
  /**
   * How long catalogue reads stay in the in-process cache. The catalogue only changes on seed (or an
   * edit), and every server drops its cache within CATALOGUE_POLL_MS of a change, so this can be long.
   */
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(300_000),
  /** How often each server checks the catalogue versions; 0 turns the check off. */
  CATALOGUE_POLL_MS: z.coerce.number().int().min(0).default(5000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Serve the OpenAPI document and UI at /api/docs. Off by default in production: the document lists the
   * operator API too.
   */
  API_DOCS: flag.optional(),
  /**
   * Keep SMS and e-mail in the outbox (GET /api/dev/outbox) instead of sending; default on outside
   * production. Production refuses it: the outbox and the captcha answers are never served there.
   */
  MESSAGE_OUTBOX: flag.optional(),
  /** HTTP SMS gateway (production): POST JSON { to, text, merchantCode } with `Authorization: Bearer SMS_PROVIDER_KEY`. */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_PROVIDER_KEY: z.string().min(1).optional(),
  /** SMTP for password-recovery e-mail (production), as a nodemailer URL: smtps://user:pass@host:465. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Lobby <no-reply@localhost>'),
  /** The payment sandbox gateway (sandboxes/payments) that channels with the `sandbox` adapter pay through. */
  PAYMENTS_SANDBOX_URL: z.url().default('http://127.0.0.1:3026'),
  /** Derives each merchant's sandbox secret (HMAC-SHA256 of the merchant code); unset: sandbox channels refuse. */
  PAYMENTS_SANDBOX_KEY: z.string().min(16).optional(),
  /**
   * Production refuses the `sandbox` gateway adapter (a test gateway whose secrets derive from one key) unless
   * this is on; `npm start` turns it on for the demo. Outside production the sandbox is always allowed.
   */
  PAYMENTS_SANDBOX_ALLOWED: flag.optional(),
  /** The provider simulator (sandboxes/providers): each provider at `${PROVIDERS_SANDBOX_URL}/p/<code>`. */
  PROVIDERS_SANDBOX_URL: z.url().default('http://127.0.0.1:3028'),
  /**
   * Derives each sandbox provider connection's secret (HMAC-SHA256 of "<operatorId>:<providerCode>");
   * unset: sandbox connections refuse every call and launch.
   */
  PROVIDERS_SANDBOX_KEY: z.string().min(16).optional(),
  /**
   * Production refuses the `sandbox` provider adapter (a test provider whose secrets derive from one key)
   * unless this is on; `npm start` turns it on for the demo. Outside production the sandbox is always allowed.
   */
  PROVIDERS_SANDBOX_ALLOWED: flag.optional(),
  /** How often this server looks for provider rounds left open past their connection's timeout; 0 turns it off. */
  PROVIDER_RECONCILE_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * PGlite only: how often the server vacuums and analyzes the tables that changed by a tenth (autovacuum's work,
   * which PGlite has no process for; db/pglite-upkeep.ts). It also runs once the server is ready. 0 turns it off.
   */
  PGLITE_UPKEEP_MS: z.coerce.number().int().min(0).default(300_000),
  /** How often this server expires overdue pending deposits; 0 turns the sweeper off (reads still expire them). */
  DEPOSIT_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Seals TOTP secrets (members' and operators') at rest; required in production, a public demo key
   * otherwise (lib/secret-box.ts). Changing it makes the sealed secrets unreadable: two-factor must be set up again.
   */
  TOTP_ENCRYPTION_KEY: z.string().min(32).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<
  Env,
  | 'RATE_LIMIT_EXEMPT_LOOPBACK'
  | 'MESSAGE_OUTBOX'
  | 'API_DOCS'
  | 'PAYMENTS_SANDBOX_ALLOWED'
  | 'PROVIDERS_SANDBOX_ALLOWED'
> {
  RATE_LIMIT_EXEMPT_LOOPBACK: boolean;
  /** Whether channels may use the `sandbox` gateway adapter: always outside production, else when allowed. */
  PAYMENTS_SANDBOX_ALLOWED: boolean;
  /** Whether provider connections may use the `sandbox` adapter: always outside production, else when allowed. */
  PROVIDERS_SANDBOX_ALLOWED: boolean;
  API_DOCS: boolean;
  MESSAGE_OUTBOX: boolean;
  /** Absolute paths derived from the environment. */
  dataDir: string;
  mediaDir: string;
  uploadsDir: string;
  pgliteDir: string;
  webDist: string;
  gamesDist: string;
  adminDist: string;
}

/** Parse the environment once; throws a readable error naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const parsed = envSchema.safeParse({ ...pickDefined(env), ...overrides });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && values.MESSAGE_OUTBOX === true) {
    throw new Error('Invalid environment: MESSAGE_OUTBOX: cannot be on in production (it would serve codes to anyone)');
  }
  const dataDir = resolve(REPO_ROOT, values.DATA_DIR);
  return {
    ...values,
    RATE_LIMIT_EXEMPT_LOOPBACK: values.RATE_LIMIT_EXEMPT_LOOPBACK ?? values.NODE_ENV !== 'production',
    MESSAGE_OUTBOX: values.NODE_ENV !== 'production' && values.MESSAGE_OUTBOX !== false,
    API_DOCS: values.API_DOCS ?? values.NODE_ENV !== 'production',
    PAYMENTS_SANDBOX_ALLOWED: values.NODE_ENV !== 'production' || values.PAYMENTS_SANDBOX_ALLOWED === true,
    PROVIDERS_SANDBOX_ALLOWED: values.NODE_ENV !== 'production' || values.PROVIDERS_SANDBOX_ALLOWED === true,
    dataDir,
    mediaDir: values.MEDIA_DIR ? resolve(REPO_ROOT, values.MEDIA_DIR) : resolve(dataDir, 'media'),
    uploadsDir: values.UPLOADS_DIR ? resolve(REPO_ROOT, values.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    pgliteDir: resolve(dataDir, 'pglite'),
    webDist: resolve(REPO_ROOT, values.WEB_DIST),
    gamesDist: resolve(REPO_ROOT, values.GAMES_DIST),
    adminDist: resolve(REPO_ROOT, values.ADMIN_DIST),
  };
}

function pickDefined(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/**
 * What a start must refuse: production delivers SMS and e-mail through the configured providers, so a
 * missing one would only fail when a player asks for a code. Empty when the configuration can start.
 */
export function missingSenders(config: Config): string[] {
  if (config.MESSAGE_OUTBOX) return [];
  const missing: string[] = [];
  if (!config.SMS_PROVIDER_URL) missing.push('SMS_PROVIDER_URL');
  if (!config.SMTP_URL) missing.push('SMTP_URL');
  return missing;
}

/** What a production start must have besides its senders: the key that seals TOTP secrets. */
export function missingSecrets(config: Config): string[] {
  return config.NODE_ENV === 'production' && !config.TOTP_ENCRYPTION_KEY ? ['TOTP_ENCRYPTION_KEY'] : [];
}

/** SMS and e-mail stay in the outbox instead of being sent. Twice guarded (loadConfig refuses it too): never in production. */
export function keepsMessages(config: Config): boolean {
  return config.MESSAGE_OUTBOX && config.NODE_ENV !== 'production';
}
