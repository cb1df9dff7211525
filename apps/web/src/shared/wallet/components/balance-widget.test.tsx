// @vitest-environment happy-dom
import { API_PATHS } from '@lobby/contract/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccounts, signIn } from '../../../test/accounts';
import { makeSite } from '../../../test/fixtures';
import { renderWithApp, stubApi } from '../../../test/render';
import { useBalanceVisibility } from '../hooks/balance-visibility';
import { BalanceWidget } from './balance-widget';

describe('BalanceWidget', () => {
  beforeEach(() => {
    resetAccounts();
    useBalanceVisibility.setState({ hidden: false });
    signIn();
  });
  afterEach(resetAccounts);

  it('shows a dollar balance with 2 decimals, hides it behind asterisks and shows it again', async () => {
    stubApi({
      [API_PATHS.wallet]: () => ({ sumBalance: '12345.60', balanceMinor: 1_234_560 }),
      [API_PATHS.site]: () => makeSite({ wallet: { currency: 'USD' } }),
    });
    renderWithApp(<BalanceWidget />);
    const value = await screen.findByText('12,345.60');
    expect(await screen.findByText('USD')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(value.textContent).toBe('******');
    expect(window.localStorage.getItem('lobby.balanceHidden')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(value.textContent).toBe('12,345.60');
  });

  it("shows rupiah with the currency's own decimals: none", async () => {
    stubApi({
      [API_PATHS.wallet]: () => ({ sumBalance: '1150000.00', balanceMinor: 115_000_000 }),
      [API_PATHS.site]: () => makeSite({ wallet: { currency: 'IDR' } }),
    });
    renderWithApp(<BalanceWidget />);
    expect(await screen.findByText('1,150,000')).toBeTruthy();
  });

  it('reloads the wallet on refresh, masked while it reloads', async () => {
    let release: () => void = () => undefined;
    const replies: (() => Promise<Response>)[] = [
      async () => Response.json({ success: true, value: { sumBalance: '10.00', balanceMinor: 1_000 } }),
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(Response.json({ success: true, value: { sumBalance: '25.50', balanceMinor: 2_550 } }));
        }),
    ];
    const site = () =>
      Promise.resolve(Response.json({ success: true, value: makeSite({ wallet: { currency: 'USD' } }) }));
    const fetchMock = vi.fn((input: RequestInfo | URL) =>
      String(input).includes(API_PATHS.wallet) ? (replies.shift() ?? replies[0])!() : site(),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<BalanceWidget />);
    await screen.findByText('10.00');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('******')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText('25.50')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes(API_PATHS.wallet))).toHaveLength(2);
  });

  it("shows a free-play account its fun credits, not an empty wallet's 0.00; in a game only that it is free play", async () => {
    signIn({ trial: true, token: 'tok-trial' });
    stubApi({ [API_PATHS.wallet]: () => ({ sumBalance: '0.00', balanceMinor: 0 }) });
    const view = renderWithApp(<BalanceWidget />);
    expect(await screen.findByText('Free play')).toBeTruthy();
    expect(screen.getByText('1,000.00 fun credits in each game')).toBeTruthy();
    expect(screen.queryByText('0.00')).toBeNull();
    view.unmount();
    renderWithApp(<BalanceWidget inGame />);
    expect(await screen.findByText('Free play')).toBeTruthy();
    expect(screen.queryByText(/fun credits/)).toBeNull();
  });
});
