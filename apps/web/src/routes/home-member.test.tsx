// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, WHITE_LABEL_FLAGS } from '@lobby/contract';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session';
import { resetAccounts, signIn } from '../test/accounts';
import { stubLobby } from '../test/lobby-api';
import { failure } from '../test/render';
import { renderAppAt } from '../test/render-app';

const MEMBER = {
  id: 3,
  type: 0,
  account: 'player1',
  nickname: 'Lucky Jo',
  email: '',
  countryDialingCode: '+62',
  mobileNum: '',
  trial: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  queryClient.clear();
  resetAccounts();
});

describe('home for members', () => {
  it('renews the session on mount and keeps the new expiry', async () => {
    signIn({ token: 'renew-me' });
    const { sent } = stubLobby({
      [API_PATHS.member]: () => MEMBER,
      [API_PATHS.renewSession]: () => ({ expiresAt: '2099-01-01T00:00:00.000Z' }),
    });
    renderAppAt('/m/home');
    await waitFor(() => expect(useSessionStore.getState().session?.expiresAt).toBe('2099-01-01T00:00:00.000Z'));
    const [request] = sent(API_PATHS.renewSession);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer renew-me');
  });

  it('forgets a session the server has ended and says so', async () => {
    signIn();
    stubLobby({ [API_PATHS.renewSession]: () => failure('session.ended', 401) });
    renderAppAt('/m/home');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account was logged out or the session ended. Please log in again.',
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('does not renew for a visitor, who gets the footer login and register', async () => {
    const { sent } = stubLobby();
    renderAppAt('/m/home');
    const footer = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(footer).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(sent(API_PATHS.renewSession)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Your account' })).toBeNull();
  });

  it('shows the user bar and the footer member block with rewards when the site has them', async () => {
    signIn();
    stubLobby(
      {
        [API_PATHS.member]: () => MEMBER,
        [API_PATHS.renewSession]: () => ({ expiresAt: '2099-01-01T00:00:00.000Z' }),
      },
      { flags: { [WHITE_LABEL_FLAGS.rewardCenter]: true } },
    );
    renderAppAt('/m/home');
    const bar = await screen.findByRole('region', { name: 'Your account' });
    expect(await within(bar).findByText('Lucky Jo')).toBeTruthy();
    const footer = screen.getByRole('navigation', { name: 'Account' });
    expect(await within(footer).findByRole('link', { name: 'Rewards' })).toBeTruthy();
    expect(within(footer).queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});
