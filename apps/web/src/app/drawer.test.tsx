// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session';
import { makeRegisterSettings, resetAccounts, signIn } from '../test/accounts';
import { stubLobby } from '../test/lobby-api';
import { renderAppAt } from '../test/render-app';

const MEMBER = {
  id: 7,
  type: 0,
  account: 'player1',
  nickname: 'Lucky Jo',
  email: '',
  countryDialingCode: '+62',
  mobileNum: '81234567',
  trial: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup(flags: Record<string, boolean> = {}, extra = {}) {
  const api = stubLobby(
    {
      [API_PATHS.member]: () => MEMBER,
      [API_PATHS.registerSettings]: () => makeRegisterSettings(),
      [API_PATHS.renewSession]: () => ({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
      [`DELETE ${API_PATHS.session}`]: () => ({ done: true }),
      ...extra,
    },
    { flags },
  );
  const router = renderAppAt('/m/home');
  return { ...api, router };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

afterEach(() => {
  queryClient.clear();
  resetAccounts();
});

describe('drawer for visitors', () => {
  it('opens the login and the register popups from its buttons', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    let drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    // The drawer closes on the navigation, in the effect after the popup's render.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(router.state.location.search).toBe('?popup=register');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
  });

  it('lists the entries the site flags allow, and no sign-out', async () => {
    const user = userEvent.setup();
    setup({ [WHITE_LABEL_FLAGS.bettingRecord]: true });
    const drawer = await openDrawer(user);
    const menu = await within(drawer).findByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe('/m/gameRecord');
    expect(within(menu).getByRole('link', { name: 'App download' }).getAttribute('href')).toBe('/m/download');
    expect(within(menu).queryByRole('link', { name: 'Account record' })).toBeNull();
    expect(within(menu).queryByRole('button', { name: 'Invite friends' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('opens the referral popup from share when referral is on, and hides app download in the installed app', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
    );
    setup({ [WHITE_LABEL_FLAGS.referral]: true });
    const drawer = await openDrawer(user);
    expect(within(drawer).queryByRole('link', { name: 'App download' })).toBeNull();
    await user.click(await within(drawer).findByRole('button', { name: 'Invite friends' }));
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeTruthy();
  });
});

describe('drawer for members', () => {
  it('shows the member card with the nickname, deposit and withdraw', async () => {
    const user = userEvent.setup();
    signIn();
    setup();
    const drawer = await openDrawer(user);
    const card = within(drawer).getByRole('region', { name: 'Your account' });
    expect(await within(card).findByText('Lucky Jo')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Lucky Jo/ })
        .getAttribute('href'),
    ).toBe('/m/member/home');
    expect(within(card).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(within(card).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/m/withdraw');
    expect(within(drawer).queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('signs out after a confirmation: cancel keeps the session, submit ends it and goes home', async () => {
    const user = userEvent.setup();
    signIn({ token: 'bye' });
    const { sent, router } = setup();
    let drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    let confirm = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Sign out?' })).toBeNull();
    expect(useSessionStore.getState().session).not.toBeNull();
    await user.keyboard('{Escape}');
    drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    confirm = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('status')).textContent).toBe('You have signed out.');
    const [request] = sent(API_PATHS.session);
    expect(request?.method).toBe('DELETE');
    expect(request?.headers.get('Authorization')).toBe('Bearer bye');
    expect(useSessionStore.getState().session).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('signs out locally even when the server has already ended the session', async () => {
    const user = userEvent.setup();
    signIn();
    setup({}, { [`DELETE ${API_PATHS.session}`]: () => new Response('{}', { status: 502 }) });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
  });
});
