/** The simulator's settings from the environment (scripts/start.mjs sets them; defaults suit a laptop). */
export interface SimulatorSettings {
  host: string;
  httpPort: number;
  /** The key every connection's secret is derived from (signature.ts connectionSecret). */
  key: string;
  /** The operator's wallet: `${walletUrl}/${providerCode}/${call}`. */
  walletUrl: string;
  /** Where browsers reach the game pages; unset: the address the operator used to call launch. */
  publicUrl: string | undefined;
  /** Test mode: the fault controls under /test (PROVIDERS_SANDBOX_TEST=1). */
  testMode: boolean;
  /** How many games the operator's demo catalogue was seeded with (the server's SEED_GAMES). */
  seedGames: number;
}

export const DEFAULT_HTTP_PORT = 3028;
export const DEFAULT_WALLET_URL = 'http://127.0.0.1:3000/api/provider';

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`Invalid environment: ${name}: ${raw}`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): SimulatorSettings {
  const key = env.PROVIDERS_SANDBOX_KEY;
  // A made-up key would give secrets nobody else knows: every signed call would fail, so say so at once.
  if (!key) throw new Error('Missing environment: PROVIDERS_SANDBOX_KEY (the key connection secrets derive from)');
  return {
    host: env.PROVIDERS_HOST || '127.0.0.1',
    httpPort: whole(env, 'PROVIDERS_HTTP_PORT', DEFAULT_HTTP_PORT, 65535),
    key,
    walletUrl: (env.WALLET_URL || DEFAULT_WALLET_URL).replace(/\/+$/, ''),
    publicUrl: env.PROVIDERS_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    testMode: env.PROVIDERS_SANDBOX_TEST === '1',
    seedGames: whole(env, 'SEED_GAMES', 3000, 1_000_000),
  };
}
