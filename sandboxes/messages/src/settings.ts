/** The sandbox's settings from the environment (scripts/start.mjs sets them; defaults suit a laptop). */
export interface SandboxSettings {
  host: string;
  smtpPort: number;
  httpPort: number;
  smsKey: string | undefined;
}

export const DEFAULT_SMTP_PORT = 2525;
export const DEFAULT_HTTP_PORT = 3025;

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`Invalid environment: ${name}: ${raw}`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): SandboxSettings {
  return {
    host: env.MESSAGES_HOST || '127.0.0.1',
    smtpPort: port(env, 'MESSAGES_SMTP_PORT', DEFAULT_SMTP_PORT),
    httpPort: port(env, 'MESSAGES_HTTP_PORT', DEFAULT_HTTP_PORT),
    smsKey: env.MESSAGES_SMS_KEY || undefined,
  };
}
