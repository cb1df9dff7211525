import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/envelope';
import { createFacebookTokenVerifier } from './facebook-tokens';

/** A Graph API that knows one token, issued to app-1 for person 42. */
const graph = (answers: Record<string, object>) => async (url: string) => {
  const path = new URL(url).pathname.split('/').pop() ?? '';
  const known = new URL(url).searchParams.get('access_token') === 'good';
  return new Response(JSON.stringify(known ? answers[path] : { error: {} }), { status: known ? 200 : 400 });
};

describe('Facebook access tokens', () => {
  const app = { appId: 'app-1', graphUrl: 'https://graph.test/v21.0' };
  const verifier = createFacebookTokenVerifier(
    graph({ app: { id: 'app-1' }, me: { id: '42', name: 'Fay', email: 'fay@example.com' } }),
  );

  it("names the token's person, with the address Facebook confirmed", async () => {
    expect(await verifier.verify('good', app)).toEqual({
      sub: '42',
      name: 'Fay',
      email: 'fay@example.com',
      email_verified: true,
    });
  });

  it("refuses another app's token and a token Facebook does not know, as a failed login", async () => {
    await expect(verifier.verify('good', { ...app, appId: 'app-2' })).rejects.toMatchObject({ code: 'login.failed' });
    await expect(verifier.verify('bad', app)).rejects.toBeInstanceOf(ApiError);
  });
});
