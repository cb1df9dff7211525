import type { PublicKey, Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import type { RegisterRule, RegisterSettings } from '@lobby/contract/register';
import { clearSession, saveSession } from '../lib/session';
import { useToastStore } from '../lib/toast';
import type { SentRequest } from './render';

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    token: 'token-1',
    merchantCode: 'M',
    userName: 'player1',
    type: 0,
    firstTimeLogin: false,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    trial: false,
    ...overrides,
  };
}

/** Start the test logged in. */
export function signIn(overrides: Partial<Session> = {}, remember = false): Session {
  const session = makeSession(overrides);
  saveSession(session, remember);
  return session;
}

/** No session, no stored choices, no toast. */
export function resetAccounts(): void {
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  useToastStore.setState({ toast: null });
}

export const FAKE_PUBLIC_KEY: PublicKey = {
  kid: 'key-1',
  alg: 'RSA-OAEP-256',
  enc: 'A256GCM',
  jwk: { kty: 'RSA', n: 'n', e: 'AQAB' },
};

/** The public key route, for stubApi. */
export const publicKeyRoute = { [API_PATHS.publicKey]: () => FAKE_PUBLIC_KEY };

/**
 * Stand-in for lib/encryption in component tests (jsdom's TextEncoder is not the Uint8Array jose
 * accepts): the payload is readable, so tests can check what was sent. The real JWE is tested in node.
 */
export async function encryptPayload(_key: PublicKey, payload: unknown): Promise<string> {
  return `fake.${encodeURIComponent(JSON.stringify(payload))}`;
}

/** What an encrypted call carried. */
export function sentPayload(request: SentRequest | undefined): Record<string, unknown> {
  const body = request?.body as { payload?: string } | undefined;
  if (!body?.payload?.startsWith('fake.')) throw new Error('not an encrypted request');
  return JSON.parse(decodeURIComponent(body.payload.slice('fake.'.length))) as Record<string, unknown>;
}

export function makeRule(field: RegisterRule['field'], overrides: Partial<RegisterRule> = {}): RegisterRule {
  return {
    field,
    enabled: true,
    required: true,
    pattern: null,
    min: null,
    max: null,
    messages: {
      required: `${field} is required`,
      pattern: `${field} is not valid`,
      length: `${field}: (min) to (max)`,
    },
    ...overrides,
  };
}

export function makeRegisterSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  return {
    kinds: ['username', 'mobile'],
    defaultKind: 'username',
    mobileVerification: true,
    termsPreticked: true,
    captcha: false,
    bannerUrl: null,
    rules: {
      username: [
        makeRule('username', { pattern: '[a-z][a-z0-9]*', min: 4, max: 16 }),
        makeRule('password', { min: 6, max: 20 }),
        makeRule('confirmPassword'),
        makeRule('nickname', { required: false }),
        makeRule('birthday', { required: false }),
        makeRule('qqNum', { enabled: false }),
      ],
      mobile: [
        makeRule('mobileNum', { pattern: '\\d+', min: 6, max: 20 }),
        makeRule('verificationCode'),
        makeRule('password', { min: 6, max: 20 }),
      ],
    },
    ...overrides,
  };
}

export const CAPTCHA = { captchaKey: 'cap-1', image: 'data:image/png;base64,AAAA', length: 4 };
