// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberInfo } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { useSessionStore } from '../../../lib/session';
import { resetAccounts, signIn } from '../../../test/accounts';
import { renderAt, stubApi } from '../../../test/render';
import { UserBar } from './user-bar';

function member(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    type: 0,
    account: 'player1',
    nickname: '',
    email: '',
    countryDialingCode: '+62',
    mobileNum: '',
    trial: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function setup(info: MemberInfo) {
  signIn({ type: info.type });
  const api = stubApi({ [API_PATHS.member]: () => info, [`DELETE ${API_PATHS.session}`]: () => ({ done: true }) });
  const view = renderAt(<UserBar />, '/m/home', { uiPath: '/m/*' });
  return { ...api, ...view };
}

afterEach(() => {
  resetAccounts();
});

describe('user bar', () => {
  it('shows the account name without a nickname, with member centre, deposit and withdraw', async () => {
    setup(member());
    const bar = screen.getByRole('region', { name: 'Your account' });
    expect(await within(bar).findByText('player1')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Member centre of player1' }).getAttribute('href')).toBe(
      '/m/member/home',
    );
    expect(within(bar).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(within(bar).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/m/withdraw');
  });

  it('opens a menu of profile, withdrawal and records, without agency centre for a player', async () => {
    const user = userEvent.setup();
    setup(member({ nickname: 'Jo' }));
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    const menu = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Account menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile', '/m/member/home'],
      ['Withdrawal', '/m/withdraw'],
      ['Account record', '/m/transaction/record'],
      ['Betting record', '/m/gameRecord'],
    ]);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('lists the agency centre for an agent, and closes on a route change', async () => {
    const user = userEvent.setup();
    const { router } = setup(member({ type: 1 }));
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Agency centre' })).toBeTruthy());
    await user.click(within(dialog).getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/m/member/home');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs out from the menu', async () => {
    const user = userEvent.setup();
    const { router } = setup(member());
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
