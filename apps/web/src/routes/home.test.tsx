// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_HOT_GAMES, HOME_PROVIDER_LOGOS, HOME_RNG_VENDOR_BLOCKS } from '@lobby/contract/core';
import { setBootHome } from '../first-paint/home-data';
import { queryClient } from '../lib/query-client';
import { makeGame, makePage, makeSite } from '../test/fixtures';
import { makeHomeData } from '../test/home-data';
import { stubApi, stubEverythingVisible } from '../test/render';
import { renderAppAt } from '../test/render-app';

function renderHome(path = '/m/home', homeStatus = 200) {
  const api = stubApi({
    '/api/v1/home': () =>
      homeStatus === 200
        ? makeHomeData()
        : new Response(JSON.stringify({ success: false, code: 'system.error', message: 'm' }), {
            status: homeStatus,
          }),
    '/api/v1/site': () => makeSite(),
    '/api/v1/winners': () => [],
    '/api/v1/games': () => makePage([makeGame({ nodeId: 'L1', gameName: 'Lightning Roulette', gameType: 'LIVE' })]),
    '/api/v1/games/hot': () => ({ list: [] }),
    '/api/v1/vendors/game-types': () => ({}),
    '/api/v1/classifications': () => [],
  });
  const router = renderAppAt(path);
  return { router, ...api };
}

afterEach(() => {
  queryClient.clear();
  delete window.__lobbyBoot;
});

describe('home', () => {
  // A phone's first screen reaches the category menu and the hot games.
  beforeEach(() => stubEverythingVisible());

  it('shows the first hot games, the first RNG vendor blocks and the provider logos', async () => {
    renderHome();
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    // The grid follows the first screen, in a render of its own.
    expect(await within(hot).findAllByRole('button', { name: /^Play / })).toHaveLength(HOME_HOT_GAMES);
    for (const code of ['JL', 'PG', 'PP', 'JDB']) {
      // Below the first screen: its own chunk, so it comes a moment after the hot games.
      const block = await screen.findByRole('region', { name: `${code} Studio` });
      expect(
        within(block)
          .getByRole('link', { name: `More games from ${code} Studio` })
          .getAttribute('href'),
      ).toBe(`/m/slot-games?vassalage=${code}`);
    }
    expect(screen.queryByRole('region', { name: 'RTG Studio' })).toBeNull();
    expect(HOME_RNG_VENDOR_BLOCKS).toBe(4);
    const providers = screen.getByRole('region', { name: 'Providers' });
    expect(within(providers).getAllByRole('link', { name: / games$/ })).toHaveLength(HOME_PROVIDER_LOGOS);
  });

  it('lists HOME then the vendor categories with sports split', async () => {
    renderHome();
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(names).toEqual(['Home', 'Slots', 'Live', 'Sports', 'E-sports', 'Lottery', 'Cockfight']);
    expect(within(menu).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a category game list instead of the hot games, dropping data type and provider', async () => {
    const user = userEvent.setup();
    const { router } = renderHome('/m/home?vassalage=PG&dataType=new');
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    await user.click(within(menu).getByRole('link', { name: 'Live' }));
    expect(router.state.location.search).toBe('?category=LIVE');
    expect(await screen.findByRole('heading', { name: 'Live', level: 2 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Play Lightning Roulette' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('region', { name: 'Hot games' })).toBeTruthy();
  });

  it('uses the home data the boot script already fetched', async () => {
    setBootHome('en', Promise.resolve({ status: 200, body: { success: true, value: makeHomeData() } }));
    const { calls } = renderHome();
    expect(await screen.findByRole('region', { name: 'Hot games' })).toBeTruthy();
    expect(calls.filter((url) => url.pathname === '/api/v1/home')).toHaveLength(0);
  });

  it('says when home cannot be loaded and retries', async () => {
    const user = userEvent.setup();
    // (503 system.maintenance is the maintenance page instead: app/site-status-boundary.)
    renderHome('/m/home', 500);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Something went wrong on our side.')).toBeTruthy();
    stubApi({ '/api/v1/home': () => makeHomeData(), '/api/v1/winners': () => [] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Hot games' })).toBeTruthy());
  });
});
