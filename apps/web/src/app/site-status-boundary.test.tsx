// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client';
import { setSiteStatus } from '../lib/site-status-store';
import { makeSite } from '../test/fixtures';
import { makeHomeData } from '../test/home-data';
import { failure, stubApi, stubEverythingVisible } from '../test/render';
import { renderAppAt } from '../test/render-app';

const status = (value: 0 | 1 | 2) => ({
  status: value,
  ip: '36.66.0.1',
  country: 'ID',
  maintenance: { active: value === 1, endsAt: null, message: value === 1 ? 'Upgrading the reels' : '' },
  regionRestriction: value === 2,
});

afterEach(() => {
  queryClient.clear();
  setSiteStatus(0);
});

describe('site status boundary', () => {
  it('turns a refused call into the maintenance page, and goes home once the site is back', async () => {
    stubEverythingVisible();
    let current: 0 | 1 = 1;
    const api = stubApi({
      '/api/v1/home': () => (current === 1 ? failure('system.maintenance', 503) : makeHomeData()),
      '/api/v1/site': () => makeSite(),
      '/api/v1/site/status': () => status(current),
      '/api/v1/winners': () => [],
    });
    const router = renderAppAt('/m/home');
    expect(await screen.findByRole('heading', { name: 'We are under maintenance' }, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText('Upgrading the reels')).toBeTruthy();
    expect(screen.getByText('36.66.0.1')).toBeTruthy();
    current = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'We are under maintenance' })).toBeNull());
    expect(router.state.location.pathname).toBe('/m/home');
    expect(api.sent('/api/v1/site/status').length).toBeGreaterThan(0);
  });

  it('shows the region page when a call is refused with region.restricted', async () => {
    stubEverythingVisible();
    stubApi({
      '/api/v1/home': () => failure('region.restricted', 403),
      '/api/v1/site': () => makeSite(),
      '/api/v1/site/status': () => status(2),
      '/api/v1/winners': () => [],
    });
    renderAppAt('/m/home');
    expect(
      await screen.findByRole('heading', { name: 'Not available in your region' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByText('ID')).toBeTruthy();
  });
});
