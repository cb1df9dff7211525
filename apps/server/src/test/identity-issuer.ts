// A local OpenID issuer for tests: publishes a JWKS over HTTP and signs ID tokens, as Google,
// Facebook or Firebase would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JWTPayload } from 'jose';
import { createTestSigner } from '../modules/auth/dev-identity';

export interface LocalIssuer {
  issuer: string;
  jwksUrl: string;
  sign(claims: JWTPayload, options?: { audience?: string; expiresIn?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startLocalIssuer(audience: string): Promise<LocalIssuer> {
  const signer = await createTestSigner();
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(signer.jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer: origin,
    jwksUrl: `${origin}/jwks`,
    sign: (claims, options = {}) =>
      signer.sign(claims, { issuer: origin, audience: options.audience ?? audience, expiresIn: options.expiresIn }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
