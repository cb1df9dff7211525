// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthSettings } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { syncAgentFlag } from '../agent-flag';
import { useSessionStore } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { makeSession, publicKeyRoute, resetAccounts, sentPayload } from '../../../test/accounts';
import { makeSite } from '../../../test/fixtures';
import { failure, renderAt, stubApi } from '../../../test/render';
import { LoginPopup } from './login-popup';

vi.mock('../../../lib/encryption', () => import('../../../test/accounts'));

const CAPTCHA = { captchaKey: 'cap-1', image: 'data:image/png;base64,AAAA', length: 2 };

function renderLogin(auth: Partial<AuthSettings> = {}, route = '/m/login', state?: unknown) {
  const settings = { ...makeSite().auth, ...auth };
  return renderAt(<LoginPopup auth={settings} agent={route === '/m/agent'} />, route, { state });
}

async function fillUsername(user: ReturnType<typeof userEvent.setup>, username = 'player1', password = 'secret12') {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
}

afterEach(() => {
  resetAccounts();
  syncAgentFlag('/m/home');
});

describe('login popup', () => {
  it('welcomes back, with the username and mobile-code methods', () => {
    renderLogin();
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login to continue')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Username', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mobile code', selected: false })).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('has no method tabs when mobile-code login is off, and no forgot link without recovery', () => {
    renderLogin({ smsLogin: false, recovery: { email: false, phone: false } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('asks a member with two-factor sign-in on for a code, then signs in with the challenge', async () => {
    const user = userEvent.setup();
    let code: () => unknown = () => failure('two.factor.code.invalid', 400, { field: 'code' });
    const { sent } = stubApi({
      ...publicKeyRoute,
      [API_PATHS.login]: () => failure('login.two.factor.required', 401, { value: { challenge: 'chal-1' } }),
      [API_PATHS.loginCode]: () => code(),
    });
    const { router } = renderLogin({}, '/m/login', { from: '/m/securityCenter' });
    await fillUsername(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const field = await screen.findByLabelText('Authentication code');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right, or was already used/)).toBeTruthy();
    code = () => makeSession({ token: 'second-step' });
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/securityCenter'));
    expect(useSessionStore.getState().session?.token).toBe('second-step');
    const requests = sent(API_PATHS.loginCode);
    expect(requests[1]?.body).toEqual({ challenge: 'chal-1', code: '654321' });
  });

  it('checks the fields before sending, focusing the first that fails', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(calls).toHaveLength(0);
  });

  it('logs in encrypted, keeps a remembered session and the username (never the password), and goes back', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({ ...publicKeyRoute, [API_PATHS.login]: () => makeSession({ token: 'fresh' }) });
    const { router } = renderLogin({}, '/m/login', { from: '/m/slot-games?vassalage=PG' });
    await fillUsername(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/slot-games'));
    const [request] = sent(API_PATHS.login);
    expect(request?.headers.get('Encryption')).toBe('JWE');
    expect(sentPayload(request)).toEqual({
      type: 'username',
      username: 'player1',
      password: 'secret12',
      portal: 'member',
      remember: true,
    });
    expect(useSessionStore.getState().session?.token).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toContain('fresh');
    const memory = localStorage.getItem(STORAGE_KEYS.loginMemory) ?? '';
    expect(JSON.parse(memory)).toEqual({ type: 'username', username: 'player1', countryDialingCode: '' });
    expect(JSON.stringify(localStorage)).not.toContain('secret12');
    expect(JSON.stringify(sessionStorage)).not.toContain('secret12');
    // The router moves first; the page it lands on renders after.
    expect(await screen.findByText('landed on /m/slot-games?vassalage=PG')).toBeTruthy();
  });

  it('without remember keeps the session for this tab and forgets the last username', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      STORAGE_KEYS.loginMemory,
      JSON.stringify({ type: 'username', username: 'old1', countryDialingCode: '' }),
    );
    stubApi({ ...publicKeyRoute, [API_PATHS.login]: () => makeSession({ token: 'tab' }) });
    const { router } = renderLogin();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('old1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me', checked: true }));
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toContain('tab');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginMemory)).toBeNull();
  });

  it('opens on the remembered mobile-code method with the number and dialing code', () => {
    localStorage.setItem(
      STORAGE_KEYS.loginMemory,
      JSON.stringify({ type: 'sms', username: '81234567', countryDialingCode: '+60' }),
    );
    renderLogin();
    expect(screen.getByRole('tab', { name: 'Mobile code', selected: true })).toBeTruthy();
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('81234567');
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('+60');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a captcha after a failure that asks for one, with a new image after every failure, tap and tab switch', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({
      ...publicKeyRoute,
      [API_PATHS.captcha]: () => CAPTCHA,
      [API_PATHS.login]: () => failure('login.failed', 401, { value: { captcha: true } }),
    });
    renderLogin();
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await fillUsername(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Said at the form, beside the fields and the button, not only in a toast at the top of the screen.
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Wrong ID or password.');
    const captcha = await screen.findByLabelText('Captcha');
    await waitFor(() => expect(sent(API_PATHS.captcha)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the captcha code.')).toBeTruthy();
    expect(sent(API_PATHS.login)).toHaveLength(1);

    await user.type(captcha, '7');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent(API_PATHS.captcha)).toHaveLength(2));
    expect(sentPayload(sent(API_PATHS.login)[1])).toMatchObject({ captcha: '7', captchaKey: 'cap-1' });
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'New captcha picture' }));
    await waitFor(() => expect(sent(API_PATHS.captcha)).toHaveLength(3));
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await waitFor(() => expect(sent(API_PATHS.captcha)).toHaveLength(4));
  });

  it('shows a wrong captcha under its field', async () => {
    const user = userEvent.setup();
    let answer = () => failure('login.failed', 401, { value: { captcha: true } });
    stubApi({ ...publicKeyRoute, [API_PATHS.captcha]: () => CAPTCHA, [API_PATHS.login]: () => answer() });
    renderLogin();
    await fillUsername(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('Captcha'), '9');
    answer = () => failure('captcha.invalid', 400, { value: { captcha: true } });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The captcha code is not correct.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Captcha'));
  });

  it('says how long a locked login has to wait', async () => {
    const user = userEvent.setup();
    stubApi({
      ...publicKeyRoute,
      [API_PATHS.login]: () => failure('login.locked', 429, { value: { retryAfterSeconds: 540 } }),
    });
    renderLogin();
    await fillUsername(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed logins. Please try again in 9 min.');
  });

  it('says the account or password format is wrong when the server refuses their form', async () => {
    const user = userEvent.setup();
    stubApi({
      ...publicKeyRoute,
      [API_PATHS.login]: () => failure('request.invalid', 400, { field: 'username', message: 'username: too long' }),
    });
    renderLogin();
    await fillUsername(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong account or password format.');
  });

  it('logs in by mobile number and SMS code', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({ ...publicKeyRoute, [API_PATHS.login]: () => makeSession() });
    const { router } = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+60');
    await user.type(screen.getByLabelText('Mobile number'), '81234567');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sentPayload(sent(API_PATHS.login)[0])).toEqual({
      type: 'sms',
      countryDialingCode: '+60',
      username: '81234567',
      password: '123456',
      portal: 'member',
      remember: false,
    });
  });

  it('is the agent login on /m/agent, and takes the agent to the agency centre', async () => {
    const user = userEvent.setup();
    syncAgentFlag('/m/agent');
    const { sent } = stubApi({ ...publicKeyRoute, [API_PATHS.login]: () => makeSession({ type: 1 }) });
    const { router } = renderLogin({}, '/m/agent');
    expect(screen.getByRole('dialog', { name: 'Agent login' })).toBeTruthy();
    await fillUsername(user, 'agent01');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agent/home'));
    expect(sentPayload(sent(API_PATHS.login)[0])).toMatchObject({ portal: 'agent' });
  });

  it('switches to the forgot and register popups on their routes', async () => {
    const user = userEvent.setup();
    const { router } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/m/forget');
    await router.navigate('/m/login');
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(router.state.location.pathname).toBe('/m/register');
  });
});

describe('free play', () => {
  it('is offered only when the site has it, and starts a trial session on home', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({ [API_PATHS.trial]: () => makeSession({ token: 'guest', type: 4, trial: true }) });
    const { router } = renderAt(<LoginPopup auth={makeSite().auth} agent={false} freePlay />, '/m/login', {
      state: { from: '/m/slot-games' },
    });
    await user.click(screen.getByRole('button', { name: 'Try free play' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sent(API_PATHS.trial)[0]?.body).toEqual({ moduleId: 'FREEPLAY3' });
    expect(useSessionStore.getState().session).toMatchObject({ token: 'guest', trial: true });
    expect((await screen.findByRole('status')).textContent).toBe('Free play started. Enjoy the games!');
  });

  it('is not offered otherwise', () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Try free play' })).toBeNull();
  });
});

describe('social sign-in', () => {
  const google = { social: { google: { clientId: 'client-1' }, facebook: null, firebase: null } };
  const facebook = { social: { google: null, facebook: { appId: 'app-1' }, firebase: null } };
  const googleButton = () => screen.getByRole('button', { name: 'Continue with Google' });

  afterEach(() => {
    delete window.google;
    delete window.FB;
    document.head.querySelectorAll('script[src^="https://"]').forEach((script) => script.remove());
  });

  /** Google Identity Services as the page would have it, handing `credential` to the site's callback. */
  function fakeGoogle(credential: string | undefined) {
    let callback: (response: { credential?: string }) => void = () => undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            expect(options.client_id).toBe('client-1');
            callback = options.callback;
          },
          prompt: () => callback({ credential }),
        },
      },
    };
  }

  it("shows only the providers the site configures, and loads only their provider's script", () => {
    renderLogin(google);
    expect(googleButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    const scripts = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toContain('https://accounts.google.com/gsi/client');
    expect(scripts.some((src) => src.includes('facebook'))).toBe(false);
  });

  it('loads no provider script when the site offers none', () => {
    renderLogin();
    expect(document.head.querySelector('script[src^="https://"]')).toBeNull();
  });

  it('says so while the provider is still loading, without logging in', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderLogin(google);
    await user.click(googleButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Google is still loading. Try again in a moment.');
    expect(calls).toHaveLength(0);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('sends the ID token Google gave and logs in', async () => {
    const user = userEvent.setup();
    fakeGoogle('id-token-1');
    const { sent } = stubApi({ [API_PATHS.socialLogin]: () => makeSession({ token: 'social' }) });
    const { router } = renderLogin(google);
    await waitFor(() => expect(googleButton().getAttribute('aria-busy')).toBeNull());
    await user.click(googleButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sent(API_PATHS.socialLogin)[0]?.body).toEqual({
      provider: 'google',
      idToken: 'id-token-1',
      remember: false,
    });
    expect(useSessionStore.getState().session?.token).toBe('social');
  });

  it("says in the player's words when Google's token is refused", async () => {
    const user = userEvent.setup();
    fakeGoogle('stale-token');
    stubApi({ [API_PATHS.socialLogin]: () => failure('login.failed', 401) });
    renderLogin(google);
    await waitFor(() => expect(googleButton().getAttribute('aria-busy')).toBeNull());
    await user.click(googleButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Google could not confirm who you are. Please try again.',
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it("sends Facebook Login's access token, and says so when the member closes Facebook's window", async () => {
    const user = userEvent.setup();
    let token: string | undefined = undefined;
    window.FB = {
      init: () => undefined,
      login: (callback) => callback({ authResponse: token ? { accessToken: token } : null }),
    };
    const { sent } = stubApi({ [API_PATHS.socialLogin]: () => makeSession({ token: 'fb' }) });
    renderLogin(facebook);
    const button = screen.getByRole('button', { name: 'Continue with Facebook' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);
    expect(await screen.findByText('Sign-in with Facebook was closed before it finished.')).toBeTruthy();
    token = 'fb-access-1';
    await user.click(button);
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('fb'));
    expect(sent(API_PATHS.socialLogin)[0]?.body).toEqual({
      provider: 'facebook',
      idToken: 'fb-access-1',
      remember: false,
    });
  });
});
