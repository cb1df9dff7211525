// A stand-in identity provider for tests: one RSA key, its JWKS, and ID tokens signed with it, as
// Google or Firebase would sign them. The server tests serve it from a port of their own
// (test/identity-issuer.ts); outside production the server serves it too (dev-identity.routes.ts).
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';

export const DEV_KEY_ID = 'test-key';

export interface TestSigner {
  jwks: { keys: JWK[] };
  sign(claims: JWTPayload, options: { issuer: string; audience: string; expiresIn?: string }): Promise<string>;
  /** The claims of a token this signer made (the Graph API stand-in reads its access tokens back). */
  read(token: string): Promise<JWTPayload>;
}

export async function createTestSigner(): Promise<TestSigner> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: DEV_KEY_ID, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (claims, { issuer, audience, expiresIn }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: DEV_KEY_ID })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(expiresIn ?? '10m')
        .sign(privateKey),
    read: async (token) => (await jwtVerify(token, publicKey)).payload,
  };
}
