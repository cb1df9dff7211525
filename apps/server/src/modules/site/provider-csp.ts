import type { AuthSettings } from '@lobby/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, HELMET_OPTIONS, securityHeaders } from '../../plugins/security';
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

/** The site's policy with the providers' sources added; null when no provider is on (the policy stays as is). */
export function providerPolicy(social: Social): string | null {
  const extra = providerSources(social);
  if (Object.keys(extra).length === 0) return null;
  const base = contentSecurityPolicy();
  const directives = { ...(base.directives as Directives) };
  for (const [name, sources] of Object.entries(extra)) directives[name] = [...(directives[name] ?? []), ...sources];
  const headers = securityHeaders({ ...HELMET_OPTIONS, contentSecurityPolicy: { ...base, directives } });
  return headers['content-security-policy'] ?? null;
}

/** Static files and the other apps' pages (console, games) keep the site-wide policy. */
const OTHER_APPS = ['/assets/', '/media/', '/games', '/admin'];

/**
 * Each merchant's pages (and API answers) carry a policy that allows the sign-in providers it has
 * switched on, computed once per loaded merchant: the directory's merchants are replaced when settings
 * change, so the cache follows them.
 */
export function registerProviderPolicy(app: FastifyInstance): void {
  const policies = new WeakMap<Merchant, string | null>();
  const policyOf = (merchant: Merchant) => {
    let policy = policies.get(merchant);
    if (policy === undefined) {
      policy = providerPolicy(publicAuthSettings(merchant).social);
      policies.set(merchant, policy);
    }
    return policy;
  };
  const merchantOf = async (request: FastifyRequest): Promise<Merchant> =>
    (request.merchant as Merchant | null) ?? app.site.resolveMerchant(request.hostname, undefined);
  app.addHook('onSend', async (request, reply, payload) => {
    if (OTHER_APPS.some((prefix) => request.url.startsWith(prefix))) return payload;
    // A directory that cannot load leaves the site-wide policy (the request fails on its own anyway).
    const merchant = await merchantOf(request).catch(() => null);
    const policy = merchant ? policyOf(merchant) : null;
    if (policy) reply.header('content-security-policy', policy);
    return payload;
  });
}
