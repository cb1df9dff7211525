// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, SKELETON_ITEMS } from '@lobby/contract/core';
import { presetFor } from '@lobby/contract/games';
import { resetAccounts, signIn } from '../../../test/accounts';
import { makeClassification, makeGame, makePage, makeVendor } from '../../../test/fixtures';
import { failure, renderWithApp, stubApi } from '../../../test/render';
import { GameListScreen } from './game-list-screen';

const vendors = {
  RNG: [makeVendor('PG', 'PG Soft'), makeVendor('JL', 'JILI')],
  LIVE: [makeVendor('EVO', 'Evolution')],
};
const pageOne = [
  makeGame({ nodeId: '1', gameName: 'Mahjong Ways' }),
  makeGame({ nodeId: '2', gameName: 'Fortune Tiger' }),
];
const hot = [
  makeGame({ nodeId: '9', gameName: 'Golden Empire', vassalage: 'JL' }),
  makeGame({ nodeId: '8', gameName: 'Crazy Time', gameType: 'LIVE' }),
];

function api(games: (url: URL) => unknown = () => makePage(pageOne, 1, 2)) {
  return stubApi({
    [API_PATHS.favouriteIds]: () => ['7'],
    [API_PATHS.favourites]: () => ({
      content: [makeGame({ nodeId: '7', gameName: 'Wild Bandito' })],
      pageNum: 1,
      totalPages: 1,
    }),
    [API_PATHS.recentGames]: () => ({ list: [makeGame({ nodeId: '6', gameName: 'Lucky Neko' })], totalPages: 1 }),
    '/api/v1/vendors/game-types': () => vendors,
    '/api/v1/classifications': () => [makeClassification('Megaways', ['PG'])],
    '/api/v1/games': games,
    '/api/v1/games/hot': () => ({ list: hot }),
  });
}

function renderList(route = '/m/slot-games') {
  return renderWithApp(<GameListScreen preset={presetFor('RNG')} title="Slots" />, { route });
}

describe('GameListScreen', () => {
  afterEach(() => resetAccounts());

  it('shows a skeleton of six, then the games of the game type', async () => {
    const { calls } = api();
    renderList();
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(SKELETON_ITEMS);
    expect(await screen.findByRole('article', { name: 'Mahjong Ways' })).toBeTruthy();
    const gamesCall = calls.find((url) => url.pathname === '/api/v1/games');
    expect(gamesCall?.searchParams.get('gameType')).toBe('RNG');
    expect(gamesCall?.searchParams.get('platform')).toBe('html5');
    expect(gamesCall?.searchParams.get('pageNo')).toBe('1');
    expect(gamesCall?.searchParams.get('pageSize')).toBe('36');
  });

  it('filters by a provider from the vendor strip and reloads from page 1', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    const { router } = renderList();
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    const strip = screen.getByRole('group', { name: 'Providers' });
    expect(within(strip).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(strip).getByRole('button', { name: 'JILI' }));
    expect(router.state.location.search).toBe('?vassalage=JL');
    await waitFor(() => expect(calls.some((url) => url.searchParams.get('vassalage') === 'JL')).toBe(true));
    expect(within(strip).getByRole('button', { name: 'JILI' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the classifications of the chosen vendor as tabs', async () => {
    api();
    renderList('/m/slot-games?vassalage=JL');
    const tabs = screen.getByRole('group', { name: 'Game filters' });
    expect(within(tabs).queryByRole('button', { name: 'Megaways' })).toBeNull();
    for (const name of ['All', 'Favourites', 'New', 'Hot', 'Recent'])
      expect(within(tabs).getByRole('button', { name })).toBeTruthy();
  });

  it('sends a visitor choosing favourites or recent to login', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderList();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it("shows a member's favourites of the list's game type and provider on the favourites tab", async () => {
    const user = userEvent.setup();
    signIn();
    const { sent } = api();
    const { router } = renderList('/m/slot-games?vassalage=JL');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(router.state.location.search).toBe('?vassalage=JL&dataType=fav');
    expect(await screen.findByRole('article', { name: 'Wild Bandito' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favourites' }).getAttribute('aria-pressed')).toBe('true');
    const [request] = sent(API_PATHS.favourites);
    expect(request?.url.searchParams.get('gameType')).toBe('RNG');
    expect(request?.url.searchParams.get('vendor')).toBe('JL');
    expect(request?.url.searchParams.get('pageSize')).toBe('200');
  });

  it("shows a member's recent games on the recent tab", async () => {
    const user = userEvent.setup();
    signIn();
    const { sent } = api();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('article', { name: 'Lucky Neko' })).toBeTruthy();
    expect(sent(API_PATHS.recentGames)[0]?.url.searchParams.get('gameType')).toBe('RNG');
  });

  it('sends a visitor opening the favourites tab by its address to login', () => {
    api();
    const { router } = renderList('/m/slot-games?dataType=fav');
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('filters the preloaded hot list locally on the hot tab', async () => {
    const user = userEvent.setup();
    api();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(await screen.findByRole('article', { name: 'Golden Empire' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Crazy Time' })).toBeNull();
  });

  it('asks for new games with the new tab', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderList();
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(calls.some((url) => url.searchParams.get('isNew') === '1')).toBe(true));
  });

  it('loads the next page', async () => {
    const user = userEvent.setup();
    const { calls } = api((url) =>
      url.searchParams.get('pageNo') === '2'
        ? makePage([makeGame({ nodeId: '3', gameName: 'Lucky Neko' })], 2, 2)
        : makePage(pageOne, 1, 2),
    );
    renderList();
    await screen.findByRole('article', { name: 'Mahjong Ways' });
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(await screen.findByRole('article', { name: 'Lucky Neko' })).toBeTruthy();
    expect(calls.some((url) => url.searchParams.get('pageNo') === '2')).toBe(true);
    expect(screen.getByText('You have seen them all')).toBeTruthy();
  });

  it('shows an empty state', async () => {
    api(() => makePage([], 1, 0));
    renderList();
    expect(await screen.findByText('No games here yet')).toBeTruthy();
  });

  it('says when the call fails and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    api(() => (fail ? failure('system.maintenance', 503) : makePage(pageOne)));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We are doing some maintenance. Please come back shortly.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mahjong Ways' })).toBeTruthy();
  });

  it('opens the provider popup from the URL and applies the confirmed choice', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderList();
    await user.click(screen.getByRole('button', { name: 'Choose provider' }));
    expect(router.state.location.search).toBe('?popup=provider');
    await user.click(screen.getByRole('radio', { name: /PG Soft/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(router.state.location.search).toBe('?vassalage=PG');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies the filter popup when it is closed', async () => {
    const user = userEvent.setup();
    api();
    const { router } = renderList();
    await user.click(screen.getByRole('button', { name: 'Filter games' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter games' });
    await user.type(within(dialog).getByLabelText('Game name'), 'tiger');
    await user.keyboard('{Escape}');
    expect(router.state.location.search).toBe('?gameName=tiger');
  });
});
