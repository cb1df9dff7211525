// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashierChannel } from '@lobby/contract/cashier';
import { API_PATHS } from '@lobby/contract/core';
import type { PayoutAccounts, WithdrawalSummary } from '@lobby/contract/withdrawals';
import { loadAccountMessages } from '../../../lib/i18n';
import { resetAccounts, signIn } from '../../../test/accounts';
import { renderWithApp, stubApi } from '../../../test/render';
import { WithdrawForm } from './withdraw-form';

const channel: CashierChannel = {
  id: 7,
  direction: 'withdrawal',
  kind: 'bank',
  manual: true,
  qr: false,
  names: { en: 'Bank transfer', id: 'Transfer bank' },
  iconUrl: '',
  currency: 'USD',
  min: '50.00',
  max: '5000.00',
  presets: ['100.00'],
  fee: { type: 'fixed', value: '2.00', bearer: 'member' },
  hours: null,
};
const accounts: PayoutAccounts = {
  list: [
    {
      id: 3,
      kind: 'bank',
      providerName: 'BCA',
      accountNumber: '••••••5544',
      holderName: 'Ana Putri',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  max: 3,
  requiredHolderName: 'Ana Putri',
};
const summary: WithdrawalSummary = {
  balance: '300.00',
  locked: '100.00',
  withdrawable: '200.55',
  turnoverRemaining: '100.00',
  requirements: [],
  today: { count: 0, amount: '0.00', countLimit: 3, amountLimit: null },
  paymentPasswordSet: true,
  cancelAllowed: false,
};

beforeAll(() => loadAccountMessages());
afterEach(() => {
  resetAccounts();
  vi.unstubAllGlobals();
});

describe('withdraw form', () => {
  it('refuses more than the withdrawable balance, and Max fills in what may go', async () => {
    signIn();
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithApp(<WithdrawForm channels={[channel]} accounts={accounts} summary={summary} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '250');
    expect(screen.getByRole('alert').textContent).toBe('The amount is more than your withdrawable balance.');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '200.55');
    expect(screen.getByText('You receive').nextSibling?.textContent).toBe('$198.55');
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toHaveProperty('disabled', true);
    expect(api.requests).toHaveLength(0);
  });

  it('sends the account, method, amount and payment password', async () => {
    signIn();
    const api = stubApi({ [`POST ${API_PATHS.withdrawals}`]: () => ({ requestNo: 'W2611260000001' }) });
    const user = userEvent.setup();
    renderWithApp(<WithdrawForm channels={[channel]} accounts={accounts} summary={summary} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '60');
    await user.type(screen.getByLabelText('Payment password'), 'Pay-2468');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(api.sent(API_PATHS.withdrawals)).toHaveLength(1));
    expect(api.sent(API_PATHS.withdrawals)[0]?.body).toEqual({
      channelId: 7,
      payoutAccountId: 3,
      amount: '60',
      paymentPassword: 'Pay-2468',
    });
  });
});
