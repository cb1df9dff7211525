import type { Page } from '@playwright/test';

/** The server's stand-in identity provider (outside production): it signs what the real ones would. */
export const DEV_IDENTITY = '/api/dev/identity';

/** Who the stand-in provider says signed in. */
export interface StandInPerson {
  sub: string;
  name: string;
  email: string;
}

// Runs in the page: ask the server's stand-in to sign a token for this app and person.
const SIGN = `(audience, person) => fetch('${DEV_IDENTITY}/token', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ audience, claims: { ...person, email_verified: true } }),
}).then((response) => response.json()).then((body) => body.token)`;

/** The few Google Identity Services calls the site makes: initialize, then prompt hands back a credential. */
function googleScript(person: StandInPerson): string {
  return `(() => {
  const sign = ${SIGN};
  let options;
  window.google = { accounts: { id: {
    initialize(given) { options = given; },
    prompt() { sign(options.client_id, ${JSON.stringify(person)}).then((credential) => options.callback({ credential })); },
  } } };
})();`;
}

/** The Facebook SDK calls the site makes: init (after fbAsyncInit), then login hands back an access token. */
function facebookScript(person: StandInPerson): string {
  return `(() => {
  const sign = ${SIGN};
  let appId;
  window.FB = {
    init(options) { appId = options.appId; },
    login(callback) { sign(appId, ${JSON.stringify(person)}).then((accessToken) => callback({ status: 'connected', authResponse: { accessToken } })); },
  };
  window.fbAsyncInit?.();
})();`;
}

/**
 * Serve the providers' script URLs from stand-ins: the browser still loads them from the providers'
 * origins, so the page's policy must allow those. Counts the loads, to show they happen only when asked.
 */
export async function routeProviderScripts(page: Page, person: StandInPerson): Promise<{ loads: string[] }> {
  const loads: string[] = [];
  const serve = (body: string) => async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body });
  };
  await page.route('https://accounts.google.com/gsi/client', serve(googleScript(person)));
  await page.route(/^https:\/\/connect\.facebook\.net\/[a-z]{2}_[A-Z]{2}\/sdk\.js$/, serve(facebookScript(person)));
  return { loads };
}

/** The project the server's stand-in issuer signs Firebase tokens for (dev-identity.routes.ts DEV_SOCIAL_IDS). */
const FIREBASE_PROJECT = 'lobby-dev';
const RECAPTCHA_TOKEN = 'stand-in-recaptcha';

/** The reCAPTCHA v2 calls Firebase's invisible verifier makes: render, execute (hands the token over), getResponse. */
const RECAPTCHA_SCRIPT = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  const widgets = [];
  window.grecaptcha = {
    render(container, parameters) { widgets.push({ parameters, token: '' }); return widgets.length - 1; },
    execute(id) { const widget = widgets[id]; widget.token = '${RECAPTCHA_TOKEN}'; setTimeout(() => widget.parameters.callback?.(widget.token)); },
    getResponse(id) { return widgets[id]?.token ?? ''; },
    reset(id) { if (widgets[id]) widgets[id].token = ''; },
  };
  window[onload]?.();
})();`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/**
 * Firebase Auth's phone sign-in, stood in for at the network: the REST calls firebase/auth makes to
 * identitytoolkit.googleapis.com and the reCAPTCHA script. The code `code` is the right one; the ID token
 * is signed by the server's stand-in issuer for `phone`. Returns the codes Firebase was asked to check.
 */
export async function routeFirebasePhone(page: Page, phone: string, code: string): Promise<{ sentTo: string[] }> {
  const sentTo: string[] = [];
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: RECAPTCHA_SCRIPT }),
  );
  await page.route(/^https:\/\/identitytoolkit\.googleapis\.com\//, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const path = new URL(request.url()).pathname;
    const body = (request.postDataJSON() ?? {}) as Record<string, string>;
    const json = (status: number, value: object) =>
      route.fulfill({ status, headers: CORS, contentType: 'application/json', body: JSON.stringify(value) });
    if (path === '/v1/recaptchaParams') return json(200, { recaptchaSiteKey: 'stand-in-site-key' });
    if (path === '/v2/recaptchaConfig') return json(200, { recaptchaEnforcementState: [] });
    if (path === '/v1/accounts:sendVerificationCode') {
      if (body.recaptchaToken !== RECAPTCHA_TOKEN)
        return json(400, { error: { code: 400, message: 'CAPTCHA_CHECK_FAILED' } });
      sentTo.push(body.phoneNumber ?? '');
      return json(200, { sessionInfo: 'stand-in-session' });
    }
    if (path === '/v1/accounts:signInWithPhoneNumber') {
      if (body.code !== code) return json(400, { error: { code: 400, message: 'INVALID_CODE' } });
      const signed = await page.request.post(`${DEV_IDENTITY}/token`, {
        data: { audience: FIREBASE_PROJECT, claims: { sub: `e2e-phone-${phone}`, phone_number: phone } },
      });
      const { token } = (await signed.json()) as { token: string };
      return json(200, {
        idToken: token,
        refreshToken: 'stand-in-refresh',
        expiresIn: '600',
        localId: 'stand-in-uid',
        phoneNumber: phone,
      });
    }
    if (path === '/v1/accounts:lookup') {
      const user = {
        localId: 'stand-in-uid',
        phoneNumber: phone,
        providerUserInfo: [{ providerId: 'phone', rawId: phone, phoneNumber: phone }],
      };
      return json(200, { users: [user] });
    }
    return json(404, { error: { code: 404, message: `stand-in has no ${path}` } });
  });
  return { sentTo };
}
