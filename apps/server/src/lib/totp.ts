import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
/** One step either side: a code typed just before or after the phone's clock turned still counts. */
const WINDOW = 1;

function totp(secret: string, label = 'operator', issuer = 'Lobby console'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret and its otpauth:// URI, named for the authenticator app's list. */
export function newTotpSecret(label: string, issuer: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label, issuer).toString() };
}

/** The URI as a QR code: an SVG data URL the console shows as an image. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to when it is right at `now` (±1 step), else null. Callers keep the last
 * step taken so a code is never accepted twice.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp(secret).validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp }) + delta;
}

/** The code of a secret at a time (tests and the CLI). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}
