import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MerchantAuthSettings } from '../site/site.repository';
import { createTestSigner, type TestSigner } from './dev-identity';

/** Not in the contract: no client but the browser tests calls it (and the first load stays as it was). */
export const DEV_IDENTITY_PREFIX = '/api/dev/identity';
const BASE = DEV_IDENTITY_PREFIX;
/** The ids the stand-in providers answer to (shaped like real ones, so the operator API takes them back). */
export const DEV_SOCIAL_IDS = {
  googleClientId: '100000000000-devstandin.apps.googleusercontent.com',
  facebookAppId: '100000000000001',
  firebaseApiKey: 'dev-firebase-key',
  firebaseProject: 'lobby-dev',
  firebaseAppId: '1:1234567890:web:0123456789abcdef',
} as const;

/** The merchant's issuers, all pointed at this server's stand-in. */
export function devSocialIssuers(origin: string): MerchantAuthSettings['social'] {
  const issuer = `${origin}${BASE}`;
  const jwksUrl = `${issuer}/jwks`;
  return {
    google: { clientId: DEV_SOCIAL_IDS.googleClientId, audience: DEV_SOCIAL_IDS.googleClientId, issuer, jwksUrl },
    facebook: { appId: DEV_SOCIAL_IDS.facebookAppId, graphUrl: `${issuer}/graph` },
    firebase: {
      enabled: true,
      apiKey: DEV_SOCIAL_IDS.firebaseApiKey,
      authDomain: `${DEV_SOCIAL_IDS.firebaseProject}.firebaseapp.com`,
      projectId: DEV_SOCIAL_IDS.firebaseProject,
      appId: DEV_SOCIAL_IDS.firebaseAppId,
      audience: DEV_SOCIAL_IDS.firebaseProject,
      issuer,
      jwksUrl,
    },
  };
}

const tokenQuery = z.object({ access_token: z.string().max(8192), fields: z.string().max(200).optional() });

/**
 * Outside production: a stand-in for the identity providers, so browser tests sign in "with Google"
 * for real against this server. It signs ID tokens (and Facebook access tokens, which its Graph API
 * stand-in reads back) and can point the requesting merchant's issuers at itself. Never registered in
 * production: it would let anyone mint an identity.
 */
export const devIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  let signer: Promise<TestSigner> | undefined;
  const keys = () => (signer ??= createTestSigner());
  const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
  const hide = { hide: true, tags: ['dev'] };

  app.get(`${BASE}/jwks`, { schema: hide }, async () => (await keys()).jwks);

  app.post(
    `${BASE}/token`,
    {
      schema: {
        ...hide,
        body: z.object({ audience: z.string().max(200), claims: z.record(z.string(), z.unknown()) }),
      },
    },
    async (request) => {
      const issuer = `${originOf(request)}${BASE}`;
      return { token: await (await keys()).sign(request.body.claims, { issuer, audience: request.body.audience }) };
    },
  );

  /** Graph API stand-in: /app names the token's app, /me its person (Facebook answers 400 to a bad token). */
  app.get(`${BASE}/graph/:what`, { schema: { ...hide, querystring: tokenQuery } }, async (request, reply) => {
    const claims = await (await keys()).read(request.query.access_token).catch(() => null);
    const what = (request.params as { what: string }).what;
    if (!claims || (what !== 'app' && what !== 'me'))
      return reply.code(400).send({ error: { type: 'OAuthException' } });
    if (what === 'app') return { id: claims.aud };
    return { id: claims.sub, name: claims.name, email: claims.email };
  });

  app.put(`${BASE}/merchant`, { schema: { ...hide, body: z.object({ enabled: z.boolean() }) } }, async (request) => {
    const header = request.headers.merchant;
    const merchant = await app.site.resolveMerchant(request.hostname, typeof header === 'string' ? header : undefined);
    const social = request.body.enabled
      ? devSocialIssuers(originOf(request))
      : { google: null, facebook: null, firebase: null };
    await app.siteSettings.setSocialIssuers(merchant.code, social);
    return { merchantCode: merchant.code };
  });
};
