import type { AuthSettings } from '@lobby/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, HELMET_OPTIONS, isApiAnswer, securityHeaders } from '../../plugins/security';
import type { Merchant } from './merchant-directory';
import { publicAuthSettings } from './auth-settings';

type Directives = Record<string, string[]>;
type Social = AuthSettings['social'];

/**
 * What each sign-in provider's browser code needs beyond 'self', and nothing more: Google Identity
 * Services (its script, One Tap frame, FedCM calls and button styles), the Facebook SDK (script, login
 * and cross-domain frames, Graph calls), Firebase phone auth (its REST endpoints, the invisible
 * reCAPTCHA's scripts and frames, and the project's auth domain frame).
 */
export function providerSources(social: Social): Directives {
  const parts: Directives[] = [];
  if (social.google) {
    parts.push({
      scriptSrc: ['https://accounts.google.com/gsi/client'],
      frameSrc: ['https://accounts.google.com/gsi/'],
      connectSrc: ['https://accounts.google.com/gsi/'],
      styleSrc: ['https://accounts.google.com/gsi/style'],
    });
  }
  if (social.facebook) {
    parts.push({
      scriptSrc: ['https://connect.facebook.net'],
      frameSrc: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
      connectSrc: ['https://graph.facebook.com', 'https://www.facebook.com'],
    });
  }
  if (social.firebase) {
    parts.push({
      scriptSrc: ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frameSrc: [
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
        `https://${social.firebase.authDomain}`,
      ],
      connectSrc: [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
      ],
    });
  }
  const merged: Directives = {};
  for (const part of parts) {
    for (const [name, sources] of Object.entries(part)) merged[name] = [...(merged[name] ?? []), ...sources];
  }
  return merged;
}

/**
 * The site's policy with the sign-in providers' sources and the game providers' origins (frame-src) added;
 * null when there is nothing to add (the site-wide policy stays).
 */
export function providerPolicy(social: Social, frameOrigins: readonly string[] = []): string | null {
  const extra = providerSources(social);
  if (Object.keys(extra).length === 0 && frameOrigins.length === 0) return null;
  const base = contentSecurityPolicy(frameOrigins);
  const directives = { ...(base.directives as Directives) };
  for (const [name, sources] of Object.entries(extra)) directives[name] = [...(directives[name] ?? []), ...sources];
  const headers = securityHeaders({ ...HELMET_OPTIONS, contentSecurityPolicy: { ...base, directives } });
  return headers['content-security-policy'] ?? null;
}

/** Static files and the other apps' pages (console, games) keep the site-wide policy. */
const OTHER_APPS = ['/assets/', '/media/', '/games', '/admin'];
/** Distinct policies kept (merchants' sign-in settings × provider origins): few in practice. */
const MAX_POLICIES = 200;

/**
 * Each merchant's pages carry a policy that allows the sign-in providers it has switched
 * on and frames the game providers' enabled connections. The origins are read through the provider wallet's
 * short cache, so a connection added through the console frames without a restart. Policies are computed
 * once per distinct (sign-in settings, origins) and kept.
 */
export function registerProviderPolicy(app: FastifyInstance): void {
  const policies = new Map<string, string | null>();
  const policyOf = (merchant: Merchant, origins: readonly string[]) => {
    const social = publicAuthSettings(merchant).social;
    const key = `${JSON.stringify(social)}\n${origins.join(' ')}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      if (policies.size >= MAX_POLICIES) policies.clear();
      policy = providerPolicy(social, origins);
      policies.set(key, policy);
    }
    return policy;
  };
  // The provider wallet registers after the site; at request time it is there (absent in a trimmed test app).
  const frameOrigins = async (): Promise<readonly string[]> =>
    app.hasDecorator('providerWallet') ? app.providerWallet.frameOrigins() : [];
  const merchantOf = async (request: FastifyRequest): Promise<Merchant> =>
    (request.merchant as Merchant | null) ?? app.site.resolveMerchant(request.hostname, undefined);
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers keep the data-only policy (plugins/security.ts).
    if (isApiAnswer(request.url) || OTHER_APPS.some((prefix) => request.url.startsWith(prefix))) return payload;
    // A directory or connections read that fails leaves the site-wide policy (the request fails on its own anyway).
    const [merchant, origins] = await Promise.all([merchantOf(request), frameOrigins()]).catch(
      (): [null, readonly string[]] => [null, []],
    );
    const policy = merchant ? policyOf(merchant, origins) : null;
    if (policy) reply.header('content-security-policy', policy);
    return payload;
  });
}
