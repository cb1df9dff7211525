import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityIssuer } from '../site/site.repository';
import { ApiError } from '../../lib/envelope';

/**
 * Checks ID tokens (Google, Facebook, Firebase phone auth) against the issuer's published keys:
 * signature, issuer, audience and expiry. Key sets are fetched once per URL and cached by jose.
 */
export function createIdentityTokenVerifier() {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keysOf = (url: string) => {
    let set = keySets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
      keySets.set(url, set);
    }
    return set;
  };
  return {
    async verify(token: string, issuer: IdentityIssuer): Promise<JWTPayload & { sub: string }> {
      try {
        const { payload } = await jwtVerify(token, keysOf(issuer.jwksUrl), {
          issuer: issuer.issuer,
          audience: issuer.audience,
          algorithms: ['RS256', 'ES256'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
        return payload as JWTPayload & { sub: string };
      } catch {
        throw new ApiError('login.failed');
      }
    },
  };
}
export type IdentityTokenVerifier = ReturnType<typeof createIdentityTokenVerifier>;
