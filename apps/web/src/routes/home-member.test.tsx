// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@lobby/contract/core';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { queryClient } from '../lib/query-client';
import { clearSession, saveSession, useSessionStore } from '../lib/session';
import { makeSession, resetAccounts, signIn } from '../test/accounts';
import { makeGame } from '../test/fixtures';
import { stubLobby } from '../test/lobby-api';
import { failure, stubEverythingVisible } from '../test/render';
import { renderAppAt } from '../test/render-app';
import type { SentRequest } from '../test/render';

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

/** Each member's own favourites, told apart by the token sent. */
const FAVOURITES: Record<string, string[]> = { 'token-a': ['Gates of Olympus'], 'token-b': ['Sugar Rush'] };

function memberGamesApi() {
  return {
    [API_PATHS.member]: () => MEMBER,
    [API_PATHS.renewSession]: () => ({ expiresAt: '2099-01-01T00:00:00.000Z' }),
    [API_PATHS.favouriteIds]: () => [],
    [API_PATHS.favourites]: (_url: URL, request: SentRequest) => {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      const content = (FAVOURITES[token] ?? []).map((gameName, index) => makeGame({ nodeId: `${index}`, gameName }));
      return { content, pageNum: 1, totalPages: 1 };
    },
  };
}

describe('home favourites', () => {
  // The row sits under the hot games, on a phone's first screen.
  beforeEach(() => stubEverythingVisible());

  it("loads a member's first 16 favourites and shows them in a row", async () => {
    signIn({ token: 'token-a' });
    const { sent } = stubLobby(memberGamesApi());
    renderAppAt('/m/home');
    const row = await screen.findByRole('region', { name: 'My favourites' });
    expect(await within(row).findByRole('article', { name: 'Gates of Olympus' })).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /View all/ })
        .getAttribute('href'),
    ).toBe('/m/fav-games');
    const [request] = sent(API_PATHS.favourites);
    expect(request?.url.searchParams.get('pageNo')).toBe('1');
    expect(request?.url.searchParams.get('pageSize')).toBe('16');
  });

  it('shows no row when the member has no favourites', async () => {
    signIn({ token: 'token-none' });
    const { sent } = stubLobby(memberGamesApi());
    renderAppAt('/m/home');
    await waitFor(() => expect(sent(API_PATHS.favourites)).toHaveLength(1));
    await screen.findByRole('region', { name: 'Your account' });
    expect(screen.queryByRole('region', { name: 'My favourites' })).toBeNull();
  });

  it('never asks for favourites for a visitor', async () => {
    const { sent } = stubLobby(memberGamesApi());
    renderAppAt('/m/home');
    await screen.findByRole('navigation', { name: 'Account' });
    expect(sent(API_PATHS.favourites)).toHaveLength(0);
    expect(sent(API_PATHS.favouriteIds)).toHaveLength(0);
  });

  it("shows the next member's favourites after a new login, and none after logging out", async () => {
    signIn({ token: 'token-a' });
    stubLobby(memberGamesApi());
    renderAppAt('/m/home');
    expect(await screen.findByRole('article', { name: 'Gates of Olympus' })).toBeTruthy();
    act(() => saveSession(makeSession({ token: 'token-b', userName: 'player2' }), false));
    expect(screen.queryByRole('article', { name: 'Gates of Olympus' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Sugar Rush' })).toBeTruthy();
    act(() => clearSession());
    expect(screen.queryByRole('region', { name: 'My favourites' })).toBeNull();
  });
});
