/** The sandbox's settings from the environment (scripts/start.mjs sets them; defaults suit a laptop). */
export interface SandboxSettings {
  host: string;
  httpPort: number;
  /** The key every merchant's secret is derived from (see signature.ts accountSecret). */
  key: string;
  /** Where browsers reach the payer page; unset: the address the caller used to reach the API. */
  publicUrl: string | undefined;
}

export const DEFAULT_HTTP_PORT = 3026;

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`Invalid environment: ${name}: ${raw}`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): SandboxSettings {
  const key = env.PAYMENTS_SANDBOX_KEY;
  // A made-up key would give secrets nobody else knows: every signed call would fail, so say so at once.
  if (!key) throw new Error('Missing environment: PAYMENTS_SANDBOX_KEY (the key merchant secrets derive from)');
  return {
    host: env.PAYMENTS_HOST || '127.0.0.1',
    httpPort: port(env, 'PAYMENTS_HTTP_PORT', DEFAULT_HTTP_PORT),
    key,
    publicUrl: env.PAYMENTS_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
  };
}
