// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import type { RegisterSettings } from '@lobby/contract/register';
import { useSessionStore } from '../../../lib/session';
import { makeRegisterSettings, makeSession, publicKeyRoute, resetAccounts, sentPayload } from '../../../test/accounts';
import { makeSite } from '../../../test/fixtures';
import { failure, renderAt, stubApi, type SentRequest } from '../../../test/render';
import { RegisterPopup } from './register-popup';

vi.mock('../../../lib/encryption', () => import('../../../test/accounts'));

type User = ReturnType<typeof userEvent.setup>;

function setup({
  settings = makeRegisterSettings(),
  route = '/m/register',
  register = () => makeSession({ token: 'new-member' }) as unknown,
  affiliate = (code: string) => ({ valid: code.startsWith('GOOD') }),
}: {
  settings?: RegisterSettings;
  route?: string;
  register?: (request: SentRequest) => unknown;
  affiliate?: (code: string) => object;
} = {}) {
  const api = stubApi({
    ...publicKeyRoute,
    [API_PATHS.registerSettings]: () => settings,
    [API_PATHS.usernameCheck]: () => ({ available: true }),
    [API_PATHS.affiliateCheck]: (url) => affiliate(url.searchParams.get('code') ?? ''),
    [`PUT ${API_PATHS.register}`]: (_url, request) => register(request),
  });
  const view = renderAt(<RegisterPopup auth={makeSite().auth} siteName="Lucky" />, route, { uiPath: '/m/register' });
  return { ...api, ...view };
}

async function fillValid(user: User) {
  await user.type(await screen.findByLabelText('Username'), 'player1');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  await user.type(screen.getByLabelText('Confirm password'), 'abc123');
}

afterEach(() => {
  resetAccounts();
});

describe('register popup', () => {
  it('shows the enabled fields of the default method in rule order, with optional marks', async () => {
    setup();
    await screen.findByLabelText('Username');
    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    const labels = Array.from(dialog.querySelectorAll('label[for]')).map((label) => label.textContent);
    expect(labels).toEqual(['Username', 'Password', 'Confirm password', 'NicknameOptional', 'Date of birthOptional']);
    expect(screen.queryByLabelText('QQ')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Username', selected: true })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('starts on the server default method and switches to the mobile fields', async () => {
    const user = userEvent.setup();
    setup({ settings: makeRegisterSettings({ defaultKind: 'mobile' }) });
    expect(await screen.findByRole('tab', { name: 'Mobile number', selected: true })).toBeTruthy();
    expect(screen.getByLabelText('SMS code')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.queryByLabelText('SMS code')).toBeNull();
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('checks each field with its rule and focuses the first that fails', async () => {
    const user = userEvent.setup();
    const { sent } = setup();
    await screen.findByLabelText('Username');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('username is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'Bad');
    await user.tab();
    expect(await screen.findByText('username: 4 to 16')).toBeTruthy();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), '9lives');
    expect(await screen.findByText('username is not valid')).toBeTruthy();
    expect(sent(API_PATHS.register)).toHaveLength(0);
  });

  it('wants the confirmation to match, and checks it again when the password changes', async () => {
    const user = userEvent.setup();
    setup();
    await fillValid(user);
    await user.type(screen.getByLabelText('Password'), '4');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The confirmation does not match the password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), '4');
    await waitFor(() => expect(screen.queryByText('The confirmation does not match the password.')).toBeNull());
    await user.type(screen.getByLabelText('Password'), '5');
    expect(await screen.findByText('The confirmation does not match the password.')).toBeTruthy();
  });

  it('masks passwords with a show toggle and limits the birthday to 1900 to the end of this year', async () => {
    const user = userEvent.setup();
    setup();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })[0]!.getAttribute('aria-pressed')).toBe('true');
    const birthday = screen.getByLabelText(/Date of birth/);
    expect(birthday.getAttribute('min')).toBe('1900-01-01');
    expect(birthday.getAttribute('max')).toBe(`${new Date().getFullYear()}-12-31`);
  });

  it('starts with the terms accepted; unticking disables register and shows the disclaimer', async () => {
    const user = userEvent.setup();
    setup();
    const terms = await screen.findByRole('checkbox', { name: /terms and conditions/ });
    expect((terms as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/m/help?tag=terms');
    const submit = screen.getByRole('button', { name: 'Register' });
    expect(submit).toHaveProperty('disabled', false);
    await user.click(terms);
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('You must accept the terms and conditions to register.');
    await user.click(terms);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('registers (encrypted), says so, keeps the new session and closes', async () => {
    const user = userEvent.setup();
    const { sent, router } = setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Nickname/), ' Lucky Jo ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toBe('Registered successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    const [request] = sent(API_PATHS.register);
    expect(request?.headers.get('Encryption')).toBe('JWE');
    expect(request?.url.searchParams.get('language')).toBe('en');
    expect(sentPayload(request)).toMatchObject({
      kind: 'username',
      registerMethod: 'H5',
      registerUrl: 'localhost',
      username: 'player1',
      password: 'abc123',
      confirmPassword: 'abc123',
      nickname: 'Lucky Jo',
      acceptTerms: true,
      type: 0,
    });
    expect(useSessionStore.getState().session?.token).toBe('new-member');
  });

  it('puts a server refusal under its field and focuses it', async () => {
    const user = userEvent.setup();
    setup({ register: () => failure('username.exists', 409, { field: 'username' }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This username already exists.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('shows the rule message the server gives for an invalid field', async () => {
    const user = userEvent.setup();
    setup({ register: () => failure('request.invalid', 400, { field: 'password', message: 'Password too weak' }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password too weak')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('tells a taken username as soon as the field is left', async () => {
    const user = userEvent.setup();
    stubApi({
      [API_PATHS.registerSettings]: () => makeRegisterSettings(),
      [API_PATHS.usernameCheck]: () => ({ available: false }),
    });
    renderAt(<RegisterPopup auth={makeSite().auth} siteName="Lucky" />, '/m/register');
    await user.type(await screen.findByLabelText('Username'), 'taken1');
    await user.tab();
    expect(await screen.findByText('This username already exists.')).toBeTruthy();
  });
});

describe('invitation code', () => {
  it('from a valid link is sent without showing a field', async () => {
    const user = userEvent.setup();
    const { sent } = setup({ route: '/m/register?affiliateCode=GOOD7' });
    await fillValid(user);
    expect(screen.queryByLabelText(/Invitation code/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent(API_PATHS.register)).toHaveLength(1));
    expect(sentPayload(sent(API_PATHS.register)[0])).toMatchObject({ affiliateCode: 'GOOD7' });
  });

  it('from an invalid link shows the field; it is checked before registering, with a toast and focus', async () => {
    const user = userEvent.setup();
    const { sent } = setup({ route: '/m/register?code=BAD1' });
    const field = await screen.findByLabelText(/Invitation code/);
    expect((field as HTMLInputElement).value).toBe('BAD1');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or wrong invitation code.');
    expect(document.activeElement).toBe(field);
    expect(sent(API_PATHS.register)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'GOOD2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent(API_PATHS.register)).toHaveLength(1));
    expect(sentPayload(sent(API_PATHS.register)[0])).toMatchObject({ affiliateCode: 'GOOD2' });
  });

  it('refused by the server reveals the field, focused', async () => {
    const user = userEvent.setup();
    setup({ route: '/m/register?code=GOOD3', register: () => failure('affiliate.invalid', 400) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or wrong invitation code.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Invitation code/)));
  });
});

describe('register banner', () => {
  it('shows the merchant banner, and the designed card when there is none or it fails', async () => {
    setup({ settings: makeRegisterSettings({ bannerUrl: '/media/banners/register.webp' }) });
    const banner = await screen.findByRole('img', { name: 'Join Lucky' });
    expect(banner.tagName).toBe('IMG');
    fireEvent.error(banner);
    const fallback = screen.getByRole('img', { name: 'Join Lucky' });
    expect(fallback.tagName).toBe('DIV');
    expect(within(fallback).queryByRole('img')).toBeNull();
  });

  it('is the designed card when no banner is set', async () => {
    setup();
    expect((await screen.findByRole('img', { name: 'Join Lucky' })).tagName).toBe('DIV');
  });
});
