import { ApiError } from '../../lib/envelope';

/** The Graph API version the check calls; the token's own app and person do not depend on it. */
export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export interface FacebookApp {
  appId: string;
  graphUrl?: string;
}

export interface FacebookIdentity {
  sub: string;
  name?: string;
  email?: string;
  /** Facebook gives only an address the person confirmed. */
  email_verified: boolean;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function graph(fetcher: Fetch, url: string): Promise<Record<string, unknown>> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`graph ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Checks a Facebook Login access token: GET /app names the app the token was issued to (it must be
 * the merchant's, so a token another app obtained cannot sign in here, and no app secret is needed),
 * and GET /me names the person. Any failure is a plain failed login.
 */
export function createFacebookTokenVerifier(fetcher: Fetch = fetch) {
  return {
    async verify(accessToken: string, app: FacebookApp): Promise<FacebookIdentity> {
      const base = app.graphUrl ?? FACEBOOK_GRAPH_URL;
      const token = encodeURIComponent(accessToken);
      try {
        const owner = await graph(fetcher, `${base}/app?access_token=${token}`);
        if (String(owner.id) !== app.appId) throw new Error('token of another app');
        const me = await graph(fetcher, `${base}/me?fields=id,name,email&access_token=${token}`);
        if (typeof me.id !== 'string' || me.id === '') throw new Error('no person');
        const email = typeof me.email === 'string' ? me.email : undefined;
        return {
          sub: me.id,
          ...(typeof me.name === 'string' ? { name: me.name } : {}),
          ...(email ? { email } : {}),
          email_verified: email !== undefined,
        };
      } catch {
        throw new ApiError('login.failed');
      }
    },
  };
}
export type FacebookTokenVerifier = ReturnType<typeof createFacebookTokenVerifier>;
