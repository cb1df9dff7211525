// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import { resetAccounts, signIn } from '../test/accounts';
import { makeGame } from '../test/fixtures';
import { failure, renderAt, stubApi } from '../test/render';
import { MemberOnly } from '../lib/member-only';
import { Component as MemberGames } from './member-games';

const tiger = makeGame({ nodeId: '11', gameName: 'Fortune Tiger' });
const ox = makeGame({ nodeId: '12', gameName: 'Fortune Ox' });

function renderPage(route: string) {
  // The page as the router mounts it: behind the member guard.
  return renderAt(
    <MemberOnly>
      <MemberGames />
    </MemberOnly>,
    route,
    { uiPath: route.split('?')[0] },
  );
}

afterEach(() => resetAccounts());

describe('/m/fav-games', () => {
  it("shows the member's favourites of the game type, 200 a page, with the token", async () => {
    signIn({ token: 'tok-fav' });
    const { sent } = stubApi({
      [API_PATHS.favouriteIds]: () => ['11'],
      [API_PATHS.favourites]: () => ({ content: [tiger], pageNum: 1, totalPages: 1 }),
    });
    renderPage('/m/fav-games?gameType=RNG');
    expect(screen.getByRole('heading', { name: 'Favourites' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeTruthy();
    const [request] = sent(API_PATHS.favourites);
    expect(request?.url.searchParams.get('pageNo')).toBe('1');
    expect(request?.url.searchParams.get('pageSize')).toBe('200');
    expect(request?.url.searchParams.get('gameType')).toBe('RNG');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-fav');
  });

  it('says there are no favourites yet and how to add one', async () => {
    signIn();
    stubApi({
      [API_PATHS.favouriteIds]: () => [],
      [API_PATHS.favourites]: () => ({ content: [], pageNum: 1, totalPages: 0 }),
    });
    renderPage('/m/fav-games');
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(screen.getByText('Tap the heart on a game to keep it here.')).toBeTruthy();
  });

  it('says when the list fails and retries', async () => {
    const user = userEvent.setup();
    signIn();
    let fail = true;
    stubApi({
      [API_PATHS.favouriteIds]: () => [],
      [API_PATHS.favourites]: () =>
        fail ? failure('system.error', 500) : { content: [tiger], pageNum: 1, totalPages: 1 },
    });
    renderPage('/m/fav-games');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeTruthy();
  });

  it('sends a visitor to login', () => {
    stubApi({});
    const { router } = renderPage('/m/fav-games');
    expect(router.state.location.pathname).toBe('/m/login');
    expect(router.state.location.state).toEqual({ from: '/m/fav-games' });
  });
});

describe('/m/recent-games', () => {
  it('shows recent games newest first, 36 a page from page 1, and loads the next page', async () => {
    const user = userEvent.setup();
    signIn();
    const { sent } = stubApi({
      [API_PATHS.favouriteIds]: () => [],
      [API_PATHS.recentGames]: (url) =>
        url.searchParams.get('page') === '2' ? { list: [ox], totalPages: 2 } : { list: [tiger], totalPages: 2 },
    });
    renderPage('/m/recent-games?gameType=LIVE');
    expect(screen.getByRole('heading', { name: 'Recent games' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Fortune Tiger' })).toBeTruthy();
    const [first] = sent(API_PATHS.recentGames);
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(first?.url.searchParams.get('pageSize')).toBe('36');
    expect(first?.url.searchParams.get('gameType')).toBe('LIVE');
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(await screen.findByRole('article', { name: 'Fortune Ox' })).toBeTruthy();
    expect(screen.getByText('You have seen them all')).toBeTruthy();
  });

  it('says when there are no recent games', async () => {
    signIn();
    stubApi({ [API_PATHS.favouriteIds]: () => [], [API_PATHS.recentGames]: () => ({ list: [], totalPages: 0 }) });
    renderPage('/m/recent-games');
    expect(await screen.findByText('No recent games')).toBeTruthy();
  });

  it('sends a visitor to login', async () => {
    stubApi({});
    const { router } = renderPage('/m/recent-games');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });
});
