// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetRecord, BetRecordsPage, ProfitLoss, Transaction, TransactionsPage } from '@lobby/contract/records';
import { API_PATHS } from '@lobby/contract/core';
import { Component as RecordsPage } from './records';
import { resetAccounts, signIn } from '../test/accounts';
import { failure, renderAt, stubApi } from '../test/render';
import { MemberOnly } from '../lib/member-only';

const zone = process.env.TZ;
// 15:00 in Jakarta on 10 June 2024: the last 7 days are 4–10 June, local midnight to local midnight.
const NOW = new Date('2024-06-10T15:00:00+07:00');
const LAST_7 = { from: '2024-06-04T00:00:00+07:00', to: '2024-06-11T00:00:00+07:00' };

function bet(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    roundId: 'r-1',
    createdAt: '2024-06-10T07:30:00.000Z',
    nodeId: 'INH-KENO',
    gameName: 'Nova Keno',
    gameType: 'RNG',
    displayName: 'Nova Originals',
    stake: '10.00',
    payout: '25.00',
    winLoss: '15.00',
    ...overrides,
  };
}

function betsPage(list: BetRecord[], overrides: Partial<BetRecordsPage> = {}): BetRecordsPage {
  return {
    list,
    pageNum: 1,
    totalPages: list.length > 0 ? 1 : 0,
    totalCount: list.length,
    totals: { count: 3, stake: '1235.00', payout: '35.00', winLoss: '-1200.00' },
    ...overrides,
  };
}

function entry(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '1',
    createdAt: '2024-06-09T02:00:00.000Z',
    kind: 'deposit',
    amount: '1000.00',
    balanceAfter: '1000.00',
    reference: 'demo-opening-deposit',
    gameName: null,
    ...overrides,
  };
}

const entriesPage = (list: Transaction[]): TransactionsPage => ({
  list,
  pageNum: 1,
  totalPages: 1,
  totalCount: list.length,
  totals: { moneyIn: '1025.00', moneyOut: '10.00', net: '1015.00' },
});

const report: ProfitLoss = {
  byGameType: [{ gameType: 'RNG', rounds: 2, stake: '15.00', payout: '25.00', profit: '10.00' }],
  totals: { rounds: 2, stake: '15.00', payout: '25.00', profit: '10.00' },
  deposits: '1000.00',
  withdrawals: '200.00',
  rewards: '3.00',
  adjustments: '-1.00',
};

/** The page as the router mounts it: behind the member guard. */
const renderPage = (route: string) =>
  renderAt(
    <MemberOnly>
      <RecordsPage />
    </MemberOnly>,
    route,
    { uiPath: route.split('?')[0] },
  );
const params = (request: { url: URL } | undefined) => Object.fromEntries(request?.url.searchParams ?? []);
const totals = () => within(screen.getByRole('region', { name: 'Totals for the period' }));

beforeEach(() => {
  process.env.TZ = 'Asia/Jakarta';
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  resetAccounts();
});

describe('/m/gameRecord', () => {
  it('asks for the last 7 local days by default and shows totals and rows', async () => {
    signIn({ token: 'tok-rec' });
    const { sent } = stubApi({
      [API_PATHS.betRecords]: () =>
        betsPage([
          bet(),
          bet({
            roundId: 'r-2',
            gameName: 'Lucky Lion',
            displayName: 'PG Soft',
            stake: '1225.00',
            payout: '10.00',
            winLoss: '-1215.00',
          }),
        ]),
    });
    renderPage('/m/gameRecord');
    expect(screen.getByRole('heading', { name: 'Betting record' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading records' })).toBeTruthy();
    const keno = await screen.findByRole('article', { name: 'Nova Keno' });
    expect(params(sent(API_PATHS.betRecords)[0])).toEqual({ ...LAST_7, pageNo: '1', pageSize: '20' });
    expect(sent(API_PATHS.betRecords)[0]?.headers.get('Authorization')).toBe('Bearer tok-rec');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2024-06-04');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2024-06-10');

    expect(totals().getByText('-1,200.00')).toBeTruthy();
    expect(totals().getByText('1,235.00')).toBeTruthy();
    expect(totals().getByText('3')).toBeTruthy();
    expect(within(keno).getByText('+15.00').className).toContain('emerald');
    expect(within(keno).getByText(/Nova Originals/)).toBeTruthy();
    expect(within(keno).getByText('14:30:00')).toBeTruthy();
    const lion = screen.getByRole('article', { name: 'Lucky Lion' });
    expect(within(lion).getByText('-1,215.00').className).toContain('rose');
    expect(within(lion).getByText('1,225.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Today' })).toBeTruthy();
  });

  it('asks again with the new days when a preset, a date or a game type is chosen', async () => {
    const user = userEvent.setup();
    signIn();
    const { sent } = stubApi({ [API_PATHS.betRecords]: () => betsPage([bet()]) });
    const { router } = renderPage('/m/gameRecord');
    await screen.findByRole('article', { name: 'Nova Keno' });

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(sent(API_PATHS.betRecords)).toHaveLength(2));
    expect(params(sent(API_PATHS.betRecords)[1])).toMatchObject({
      from: '2024-06-09T00:00:00+07:00',
      to: '2024-06-10T00:00:00+07:00',
    });
    expect(router.state.location.search).toBe('?range=yesterday');

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(sent(API_PATHS.betRecords)).toHaveLength(3));
    expect(params(sent(API_PATHS.betRecords)[2])).toMatchObject({ from: '2024-05-12T00:00:00+07:00', to: LAST_7.to });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-06-01' } });
    await waitFor(() => expect(sent(API_PATHS.betRecords)).toHaveLength(4));
    expect(params(sent(API_PATHS.betRecords)[3])).toMatchObject({ from: '2024-06-01T00:00:00+07:00', to: LAST_7.to });
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(
      within(screen.getByRole('group', { name: 'Game type' })).getByRole('button', { name: /Live casino/ }),
    );
    await waitFor(() => expect(sent(API_PATHS.betRecords)).toHaveLength(5));
    expect(params(sent(API_PATHS.betRecords)[4])).toMatchObject({
      gameType: 'LIVE',
      from: '2024-06-01T00:00:00+07:00',
    });
  });

  it('loads the next 20 with Load more, keeping the totals of the whole range', async () => {
    const user = userEvent.setup();
    signIn();
    const first = Array.from({ length: 20 }, (_, i) => bet({ roundId: `a${i}`, gameName: `Game ${i}` }));
    const { sent } = stubApi({
      [API_PATHS.betRecords]: (url) =>
        url.searchParams.get('pageNo') === '2'
          ? betsPage([bet({ roundId: 'b1', gameName: 'Last Game' })], { pageNum: 2, totalPages: 2, totalCount: 21 })
          : betsPage(first, { totalPages: 2, totalCount: 21 }),
    });
    renderPage('/m/gameRecord');
    await screen.findByRole('article', { name: 'Game 0' });
    expect(screen.getByText('Showing 20 of 21')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Last Game' })).toBeTruthy();
    expect(params(sent(API_PATHS.betRecords)[1])).toMatchObject({ ...LAST_7, pageNo: '2' });
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('That is everything in this period')).toBeTruthy();
    expect(totals().getByText('-1,200.00')).toBeTruthy();
  });

  it('says when there are no bets in the period', async () => {
    signIn();
    stubApi({
      [API_PATHS.betRecords]: () =>
        betsPage([], { totals: { count: 0, stake: '0.00', payout: '0.00', winLoss: '0.00' } }),
    });
    renderPage('/m/gameRecord');
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
    expect(screen.getByText('Try another date range or filter.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows the API's error and tries again", async () => {
    const user = userEvent.setup();
    signIn();
    let fail = true;
    stubApi({
      [API_PATHS.betRecords]: () => (fail ? failure('account.trial', 403) : betsPage([bet()])),
    });
    renderPage('/m/gameRecord');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please login an actual account to use this function.')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Nova Keno' })).toBeTruthy();
  });

  it('sends a visitor to login', () => {
    stubApi({});
    const { router } = renderPage('/m/gameRecord?range=today');
    expect(router.state.location.pathname).toBe('/m/login');
    expect(router.state.location.state).toEqual({ from: '/m/gameRecord?range=today' });
  });
});

describe('/m/transaction/record', () => {
  it('lists signed changes with the balance after, money in and out, and filters by kind', async () => {
    const user = userEvent.setup();
    signIn();
    const { sent } = stubApi({
      [API_PATHS.transactions]: () =>
        entriesPage([
          entry({
            id: '3',
            kind: 'win',
            amount: '25.00',
            balanceAfter: '1015.00',
            gameName: 'Nova Keno',
            createdAt: '2024-06-10T03:00:00.000Z',
          }),
          entry({
            id: '2',
            kind: 'bet',
            amount: '-10.00',
            balanceAfter: '990.00',
            gameName: 'Nova Keno',
            createdAt: '2024-06-10T02:59:00.000Z',
          }),
          entry(),
        ]),
    });
    renderPage('/m/transaction/record');
    expect(screen.getByRole('heading', { name: 'Account record' })).toBeTruthy();
    const deposit = await screen.findByRole('article', { name: 'Deposit' });
    expect(params(sent(API_PATHS.transactions)[0])).toEqual({ ...LAST_7, pageNo: '1', pageSize: '20' });
    expect(within(deposit).getByText('+1,000.00')).toBeTruthy();
    expect(within(deposit).getByText('Balance 1,000.00')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Bet' })).getByText('-10.00')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Win' })).getByText(/Nova Keno/)).toBeTruthy();
    expect(totals().getByText('+1,015.00')).toBeTruthy();
    expect(totals().getByText('1,025.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Yesterday' })).toBeTruthy();

    await user.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent(API_PATHS.transactions)).toHaveLength(2));
    expect(params(sent(API_PATHS.transactions)[1])).toMatchObject({ ...LAST_7, kind: 'deposit' });
  });
});

describe('/m/profitandloss', () => {
  it('shows the result per game type and the money moved, and narrows by game type', async () => {
    const user = userEvent.setup();
    signIn();
    const { sent } = stubApi({ [API_PATHS.profitLoss]: () => report });
    renderPage('/m/profitandloss');
    expect(screen.getByRole('heading', { name: 'Profit and loss' })).toBeTruthy();
    const slots = await screen.findByRole('article', { name: 'Slots' });
    expect(params(sent(API_PATHS.profitLoss)[0])).toEqual(LAST_7);
    expect(within(slots).getByText('+10.00')).toBeTruthy();
    expect(totals().getByText('+10.00')).toBeTruthy();
    const money = within(screen.getByRole('region', { name: 'Money moved' }));
    expect(money.getByText('Deposits').nextElementSibling?.textContent).toBe('1,000.00');
    expect(money.getByText('Withdrawals').nextElementSibling?.textContent).toBe('200.00');
    expect(money.getByText('Adjustments').nextElementSibling?.textContent).toBe('-1.00');

    await user.click(within(screen.getByRole('group', { name: 'Game type' })).getByRole('button', { name: /Slots/ }));
    await waitFor(() => expect(sent(API_PATHS.profitLoss)).toHaveLength(2));
    expect(params(sent(API_PATHS.profitLoss)[1])).toEqual({ ...LAST_7, gameType: 'RNG' });
  });

  it('says when nothing was played', async () => {
    signIn();
    stubApi({ [API_PATHS.profitLoss]: () => ({ ...report, byGameType: [] }) });
    renderPage('/m/profitandloss');
    expect(await screen.findByText('No real-money play in this period')).toBeTruthy();
  });
});
