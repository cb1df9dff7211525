import type { Device } from '@lobby/contract/security';
import Bowser from 'bowser';

/** A user agent as people name it: "Chrome 120", "Android 14", mobile. Unknown parts are ''. */
export function deviceOf(userAgent: string): Device {
  if (!userAgent) return { browser: '', os: '', type: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const name = (part: { name?: string; version?: string }) =>
    [part.name, part.version?.split('.')[0]].filter(Boolean).join(' ');
  const platform = parsed.platform.type;
  const type = platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : 'unknown';
  return { browser: name(parsed.browser), os: name({ name: parsed.os.name, version: parsed.os.version }), type };
}

/** Masks for the overview: enough to recognise, not enough to read out. */
export function maskMobile(dialingCode: string, mobile: string): string {
  return mobile ? `${dialingCode} ••••${mobile.slice(-3)}` : '';
}
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '';
}
