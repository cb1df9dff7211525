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
