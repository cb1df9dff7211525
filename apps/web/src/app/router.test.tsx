// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { makePage, makeSite } from '../test/fixtures';
import { makeHomeData } from '../test/home-data';
import { stubApi } from '../test/render';
import { renderAppAt } from '../test/render-app';
import { clearSession, saveSession } from '../lib/session';
import { makeSession } from '../test/accounts';

function renderAt(path: string) {
  stubApi({
    '/api/v1/home': () => makeHomeData(),
    '/api/v1/site': () => makeSite(),
    '/api/v1/winners': () => [],
    '/api/v1/games': () => makePage([]),
    '/api/v1/games/hot': () => ({ list: [] }),
    '/api/v1/vendors/game-types': () => ({}),
    '/api/v1/classifications': () => [],
    '/api/v1/banners': () => [],
  });
  return renderAppAt(path);
}

afterEach(() => {
  queryClient.clear();
});

describe('routes', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/nowhere/at/all', '/elsewhere'])(
    '%s lands on home',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(await screen.findByRole('navigation', { name: 'Shortcuts' })).toBeTruthy();
    },
  );

  it('sends the fish alias to the fishing page, keeping the query', async () => {
    const router = renderAt('/m/fish-games?vassalage=JL');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/fishing-games'));
    expect(router.state.location.search).toBe('?vassalage=JL');
    expect(await screen.findByRole('heading', { name: 'Fishing', level: 1 })).toBeTruthy();
  });

  it('titles the slot list opened for feature buy', async () => {
    renderAt('/m/slot-games?gameClassify=FeatureBuy');
    expect(await screen.findByRole('heading', { name: 'Feature buy', level: 1 })).toBeTruthy();
  });

  it('shows a coming-soon page with a title and a back arrow for later pages', async () => {
    renderAt('/m/activity/signIn');
    expect(await screen.findByRole('heading', { name: 'Daily check-in', level: 1 })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it.each(['/m/fav-games', '/m/recent-games', '/m/voucherCenter', '/m/member/home', '/m/securityCenter'])(
    'sends a visitor on %s to login',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    },
  );

  it('lets a member onto a member page', async () => {
    saveSession(makeSession(), false);
    renderAt('/m/voucherCenter');
    expect(await screen.findByRole('heading', { name: 'Deposit', level: 1 })).toBeTruthy();
    clearSession();
  });
});
