// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import type { DepositOrder } from '@lobby/contract/deposits';
import { loadAccountMessages } from '../../../lib/i18n';
import { resetAccounts, signIn } from '../../../test/accounts';
import { renderWithApp, stubApi } from '../../../test/render';
import { DepositOrderView } from './deposit-order';

const order: DepositOrder = {
  orderNo: 'DABC234567',
  channelId: 2,
  kind: 'bank',
  manual: true,
  channelNames: { en: 'Bank transfer', id: 'Transfer bank' },
  status: 'pending',
  currency: 'USD',
  amount: '100.00',
  fee: '0.00',
  feeRule: { type: 'none', value: '0', bearer: 'member' },
  credit: '100.00',
  receivingAccount: {
    provider: 'First Harbor Bank',
    accountName: 'Lucky Nova',
    accountNumber: '0114 2255',
    qrImageUrl: null,
  },
  sender: { name: 'Ana', provider: '', accountNumber: '' },
  hasReceipt: false,
  payUrl: null,
  qrData: null,
  reason: '',
  expiresAt: '2026-11-26T01:00:00.000Z',
  createdAt: '2026-11-26T00:30:00.000Z',
  creditedAt: null,
};
const path = `${API_PATHS.deposits}/${order.orderNo}`;

beforeAll(() => loadAccountMessages());
afterEach(() => {
  resetAccounts();
  vi.unstubAllGlobals();
});

describe('deposit order', () => {
  it('shows where to transfer with copy buttons, and cancels after a confirmation', async () => {
    signIn();
    let current = order;
    const api = stubApi({
      [path]: () => current,
      [`POST ${path}/cancel`]: () => (current = { ...order, status: 'cancelled' }),
    });
    const user = userEvent.setup();
    renderWithApp(<DepositOrderView orderNo={order.orderNo} onNew={vi.fn()} />);
    const transfer = await screen.findByRole('region', { name: 'Transfer to' });
    expect(within(transfer).getByText('0114 2255')).toBeTruthy();
    expect(within(transfer).getByRole('button', { name: 'Copy Reference' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel this deposit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this deposit?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(api.sent(`${path}/cancel`)).toHaveLength(1));
    expect(await screen.findByText('You cancelled this order.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Transfer to' })).toBeNull();
  });

  it('says why the operator rejected it and offers a new deposit', async () => {
    signIn();
    stubApi({ [path]: () => ({ ...order, status: 'rejected', reason: 'No transfer arrived' }) });
    const onNew = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<DepositOrderView orderNo={order.orderNo} onNew={onNew} />);
    expect(await screen.findByText('Reason: No transfer arrived')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(onNew).toHaveBeenCalled();
  });

  it('sends a pending gateway order to its payment page and follows it until credited', async () => {
    signIn();
    let current: DepositOrder = {
      ...order,
      kind: 'gateway',
      manual: false,
      receivingAccount: null,
      payUrl: 'http://127.0.0.1:3026/pay/p1',
    };
    stubApi({ [path]: () => current });
    renderWithApp(<DepositOrderView orderNo={order.orderNo} onNew={vi.fn()} />);
    const pay = await screen.findByRole('link', { name: 'Go to the payment page' });
    expect(pay.getAttribute('href')).toBe('http://127.0.0.1:3026/pay/p1');
    expect(screen.queryByRole('region', { name: 'Transfer to' })).toBeNull();
    current = { ...current, status: 'credited', creditedAt: '2026-11-26T00:31:00.000Z' };
    // The page asks again every few seconds while the order is pending.
    expect(await screen.findByText('$100.00 is in your balance. Good luck!', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a QR order its code, the amount and the time left, and follows it until credited', async () => {
    signIn();
    const expiresAt = new Date(Date.now() + 29 * 60_000 + 30_000).toISOString();
    let current: DepositOrder = {
      ...order,
      kind: 'gateway',
      manual: false,
      receivingAccount: null,
      payUrl: 'http://127.0.0.1:3026/pay/p1',
      qrData: 'http://127.0.0.1:3026/scan/p1',
      expiresAt,
    };
    stubApi({ [path]: () => current });
    renderWithApp(<DepositOrderView orderNo={order.orderNo} onNew={vi.fn()} />);
    const code = await screen.findByRole('img', { name: 'QR code to pay $100.00' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('timer').textContent).toMatch(/^(29:30|29:29)$/);
    expect(screen.getByRole('link', { name: 'Open the payment link' }).getAttribute('href')).toBe(
      'http://127.0.0.1:3026/scan/p1',
    );
    // Never the redirect's button: the member pays by scanning, here.
    expect(screen.queryByRole('link', { name: 'Go to the payment page' })).toBeNull();
    current = { ...current, status: 'credited', creditedAt: new Date().toISOString() };
    expect(await screen.findByText('$100.00 is in your balance. Good luck!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
