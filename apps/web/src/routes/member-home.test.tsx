// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberInfo } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import type { PlayerRank } from '@lobby/contract/ranks';
import { WHITE_LABEL_FLAGS, type Site } from '@lobby/contract/site';
import { splitForGrid } from '../features/member/member-centre-grid';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session';
import { resetAccounts, signIn } from '../test/accounts';
import { stubLobby } from '../test/lobby-api';
import { renderAppAt } from '../test/render-app';

const ALL_FLAGS = Object.fromEntries(Object.values(WHITE_LABEL_FLAGS).map((flag) => [flag, true]));
const SERVICE = { title: 'Live chat', csType: 'TELEGRAM', path: 'https://t.me/help_desk' } as const;
const RANK: PlayerRank = {
  currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
  playerRankProgress: { labelId: 1, labelName: 'Bronze' },
  nextRank: { labelId: 2, labelName: 'Silver' },
  percent: 33,
  stats: { turnover: '0.00', deposits: 1, accountDays: 0 },
};

function member(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 3,
    type: 0,
    account: 'player1',
    nickname: 'Lucky Jo',
    email: '',
    countryDialingCode: '+62',
    mobileNum: '',
    trial: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function setup({ site = {}, info = member() }: { site?: Partial<Site>; info?: MemberInfo } = {}) {
  signIn({ type: info.type, userName: info.account });
  const api = stubLobby(
    {
      [API_PATHS.member]: () => info,
      [API_PATHS.wallet]: () => ({ sumBalance: '1250.50', balanceMinor: 125_050 }),
      [API_PATHS.playerRank]: () => RANK,
      [API_PATHS.inboxUnread]: () => ({ unReadCount: 3 }),
    },
    {
      flags: ALL_FLAGS,
      modules: { INBOX3: true, REWCEN3: true },
      customerService: [SERVICE],
      templates: { mem_cen: '0', dep_func: '0' },
      ...site,
    },
  );
  const router = renderAppAt('/m/member/home');
  return { ...api, router };
}

/** The labels of one navigation block's entries, in order (without their counts). */
async function entriesOf(name: string): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name });
  return [...nav.querySelectorAll('a, button')].map((entry) => {
    const label = entry.cloneNode(true) as Element;
    label.querySelectorAll('.sr-only, [aria-hidden="true"]').forEach((part) => part.remove());
    return label.textContent ?? '';
  });
}

afterEach(() => {
  // Unmount first: a member page whose session ends goes home, whose loader would refill the client.
  cleanup();
  queryClient.clear();
  resetAccounts();
});

describe('member centre', () => {
  it("is the classic version when mem_cen is not '1': header card, grouped rows, sign-out", async () => {
    const { sent } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Member centre' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Lucky Jo' });
    expect(within(card).getByText('Account: player1')).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('1,250')).toBeTruthy());
    expect(within(card).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(within(card).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/m/withdraw');
    expect(within(card).getByRole('button', { name: 'Hide balance' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Refresh balance' })).toBeTruthy();
    const vip = await within(card).findByRole('progressbar', { name: 'VIP progress' });
    expect(vip.getAttribute('aria-valuetext')).toBe('1 of 3 requirements met for Silver');

    expect(await entriesOf('Records')).toEqual(['Betting record', 'Account record', 'Profit and loss']);
    expect(await entriesOf('Rewards and benefits')).toEqual(['Reward centre', 'Manual rebate']);
    const support = screen.getByRole('navigation', { name: 'Account and support' });
    const inbox = await within(support).findByRole('link', { name: 'Inbox, 3 unread' });
    expect(inbox.getAttribute('href')).toBe('/m/message');
    expect(within(support).getByRole('link', { name: 'Security centre' }).getAttribute('href')).toBe(
      '/m/securityCenter',
    );
    expect(within(support).getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/m/changePsw');
    expect(within(support).getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/m/help');
    expect(within(support).getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(within(support).getByRole('link', { name: 'App download' }).getAttribute('href')).toBe('/m/download');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick access' })).toBeNull();
    expect(sent(API_PATHS.inboxUnread)).toHaveLength(1);
  });

  it("is the new version when mem_cen is '1': hero card, a grid of full rows, the rest as rows", async () => {
    setup({ site: { templates: { mem_cen: '1', dep_func: '0' } } });
    const hero = await screen.findByRole('region', { name: 'Lucky Jo' });
    await waitFor(() => expect(within(hero).getByText('1,250')).toBeTruthy());
    expect(await within(hero).findByRole('progressbar', { name: 'VIP progress' })).toBeTruthy();
    expect(await entriesOf('Quick access')).toEqual([
      'Betting record',
      'Account record',
      'Profit and loss',
      'Reward centre',
      'Manual rebate',
      'Inbox',
      'Security centre',
      'Change password',
    ]);
    expect(await screen.findByRole('link', { name: 'Inbox, 3 unread' })).toBeTruthy();
    expect(await entriesOf('More')).toEqual([
      'Responsible gaming',
      'Settings',
      'Help centre',
      'Customer service',
      'App download',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Records' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it.each([0, 4, 40])('has no agency centre for member type %i', async (type) => {
    setup({ info: member({ type }) });
    // The member's own type (from their info) has arrived once their nickname shows.
    await screen.findByRole('region', { name: 'Lucky Jo' });
    await screen.findByRole('navigation', { name: 'Records' });
    expect(screen.queryByRole('link', { name: 'Agency centre' })).toBeNull();
  });

  it('lists the agency centre for an agent, in both versions', async () => {
    setup({ info: member({ type: 1 }) });
    const benefits = await screen.findByRole('navigation', { name: 'Rewards and benefits' });
    const agency = await within(benefits).findByRole('link', { name: 'Agency centre' });
    expect(agency.getAttribute('href')).toBe('/m/agent/home');
    queryClient.clear();
    resetAccounts();
    document.body.innerHTML = '';

    setup({ info: member({ type: 1 }), site: { templates: { mem_cen: '1', dep_func: '0' } } });
    const grid = await screen.findByRole('navigation', { name: 'Quick access' });
    expect(await within(grid).findByRole('link', { name: 'Agency centre' })).toBeTruthy();
  });

  it('hides the reward centre without its flag, and manual rebate without its own', async () => {
    setup({ site: { flags: { ...ALL_FLAGS, [WHITE_LABEL_FLAGS.rewardCenter]: false } } });
    expect(await entriesOf('Rewards and benefits')).toEqual(['Manual rebate']);
    expect(screen.queryByRole('link', { name: 'Reward centre' })).toBeNull();
  });

  it('hides a group left empty, the inbox without its module, and asks no inbox count then', async () => {
    const { sent } = setup({
      site: {
        flags: { ...ALL_FLAGS, [WHITE_LABEL_FLAGS.rewardCenter]: false, [WHITE_LABEL_FLAGS.manualRebate]: false },
        modules: {},
      },
    });
    await screen.findByRole('navigation', { name: 'Records' });
    expect(screen.queryByRole('navigation', { name: 'Rewards and benefits' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Inbox/ })).toBeNull();
    expect(sent(API_PATHS.inboxUnread)).toHaveLength(0);
  });

  it('asks no inbox count for a guest session, and shows the account name without a nickname', async () => {
    const { sent } = setup({ info: member({ type: 4, nickname: '' }) });
    expect(await screen.findByRole('region', { name: 'player1' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeTruthy();
    expect(sent(API_PATHS.inboxUnread)).toHaveLength(0);
  });

  it('opens the first customer-service entry', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup();
    await user.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(SERVICE.path, '_blank', 'noopener,noreferrer');
  });

  it('signs out to home', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    stubLobby({ [`DELETE ${API_PATHS.session}`]: () => ({ done: true }) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('sends a visitor to the login popup', async () => {
    stubLobby();
    const router = renderAppAt('/m/member/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
  });
});

describe('new member centre grid', () => {
  it('fills whole rows of four, at most two, and leaves the rest to the list', () => {
    const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);
    expect(splitForGrid(numbers(10))).toEqual({ grid: numbers(8), rows: [8, 9] });
    expect(splitForGrid(numbers(6))).toEqual({ grid: numbers(4), rows: [4, 5] });
    expect(splitForGrid(numbers(8))).toEqual({ grid: numbers(8), rows: [] });
    expect(splitForGrid(numbers(3))).toEqual({ grid: numbers(3), rows: [] });
    expect(splitForGrid([])).toEqual({ grid: [], rows: [] });
  });
});
