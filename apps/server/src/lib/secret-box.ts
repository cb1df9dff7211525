import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Sealed values start with this; anything else was stored before secrets were sealed and reads as it is. */
const PREFIX = 'box1:';
/**
 * The key used when TOTP_ENCRYPTION_KEY is unset, outside production only (main.ts refuses to start a
 * production server without one). Public, so it protects nothing: demo and test databases only.
 */
export const DEMO_SECRET_KEY = 'lobby-demo-totp-encryption-key-not-for-production';

/** Seals small secrets (TOTP secrets) at rest: AES-256-GCM under a key from the environment. */
export interface SecretBox {
  seal(plain: string): string;
  open(stored: string): string;
}

export function createSecretBox(passphrase: string): SecretBox {
  const key = createHash('sha256').update(passphrase).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `${PREFIX}${parts.join('.')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('sealed secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** The box of this server: its configured key, else the demo key (never in production, see main.ts). */
export function secretBoxOf(config: { TOTP_ENCRYPTION_KEY?: string | undefined }): SecretBox {
  return createSecretBox(config.TOTP_ENCRYPTION_KEY ?? DEMO_SECRET_KEY);
}
