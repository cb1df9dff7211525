// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashierChannel } from '@lobby/contract/cashier';
import { API_PATHS } from '@lobby/contract/core';
import type { DepositOrder } from '@lobby/contract/deposits';
import { loadAccountMessages } from '../../../lib/i18n';
import { resetAccounts, signIn } from '../../../test/accounts';
import { failure, renderWithApp, stubApi } from '../../../test/render';
import { DepositForm } from './deposit-form';

const gateway: CashierChannel = {
  id: 1,
  direction: 'deposit',
  kind: 'gateway',
  manual: false,
  qr: false,
  names: { en: 'Instant online payment', id: 'Pembayaran online instan' },
  iconUrl: '',
  currency: 'USD',
  min: '10.00',
  max: '5000.00',
  presets: ['25.00', '50.00'],
  fee: { type: 'percent', value: '2', bearer: 'merchant' },
  hours: null,
};
const bank: CashierChannel = {
  ...gateway,
  id: 2,
  kind: 'bank',
  manual: true,
  qr: false,
  names: { en: 'Bank transfer', id: 'Transfer bank' },
  min: '20.00',
  presets: ['100.00'],
  fee: { type: 'fixed', value: '1.50', bearer: 'member' },
};

beforeAll(() => loadAccountMessages());
afterEach(() => {
  resetAccounts();
  vi.unstubAllGlobals();
});

function setup(onOrder = vi.fn()) {
  signIn();
  const api = stubApi({
    [`POST ${API_PATHS.deposits}`]: (_url, request) =>
      ({ orderNo: 'DABC234567', body: request.body }) as unknown as DepositOrder,
  });
  renderWithApp(<DepositForm channels={[gateway, bank]} onOrder={onOrder} />);
  return { api, onOrder, user: userEvent.setup() };
}

describe('deposit form', () => {
  it('spells out the fee and the credit before confirming: the site bears the gateway fee', async () => {
    const { user } = setup();
    await user.click(
      within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '$50.00' }),
    );
    expect(screen.getByText('$1.00 paid by us')).toBeTruthy();
    expect(screen.getByText('Credited to your balance').nextSibling?.textContent).toBe('$50.00');
  });

  it('takes a member-borne fee off the credit and asks a manual transfer for the sender', async () => {
    const { user, api, onOrder } = setup();
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    expect(screen.getByText('Credited to your balance').nextSibling?.textContent).toBe('$98.50');
    const confirm = screen.getByRole('button', { name: 'Get transfer details' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), 'Ana Putri');
    await user.click(confirm);
    await waitFor(() => expect(onOrder).toHaveBeenCalled());
    expect(api.sent(API_PATHS.deposits)[0]?.body).toEqual({
      channelId: 2,
      amount: '100',
      sender: { name: 'Ana Putri', provider: '', accountNumber: '' },
    });
  });

  it('offers a QR gateway channel as a code to scan here', async () => {
    signIn();
    stubApi({});
    renderWithApp(<DepositForm channels={[{ ...gateway, qr: true }]} onOrder={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Show the QR code' })).toBeTruthy();
    expect(screen.getByText(/Scan the code with your banking or e-wallet app/)).toBeTruthy();
  });

  it("shows the catalogue's words for a bad amount and sends nothing", async () => {
    const { user, api } = setup();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '12.345');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount.');
    await user.clear(amount);
    await user.type(amount, '9');
    expect(screen.getByRole('alert').textContent).toBe('The amount is outside the limits of this payment method.');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveProperty('disabled', true);
    expect(api.sent(API_PATHS.deposits)).toHaveLength(0);
  });

  it("shows the server's refusal in the catalogue's words", async () => {
    signIn();
    stubApi({ [`POST ${API_PATHS.deposits}`]: () => failure('deposit.gateway.unavailable', 503) });
    const user = userEvent.setup();
    renderWithApp(<DepositForm channels={[gateway]} onOrder={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '30');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Online payment is not available right now.');
  });
  it('sends one idempotency key per deposit: a retry keeps it, another amount gets a new one', async () => {
    signIn();
    const api = stubApi({ [`POST ${API_PATHS.deposits}`]: () => failure('deposit.gateway.unavailable', 503) });
    const user = userEvent.setup();
    renderWithApp(<DepositForm channels={[gateway]} onOrder={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '30');
    const confirm = screen.getByRole('button', { name: 'Continue to payment' });
    await user.click(confirm);
    await screen.findByRole('alert');
    await user.click(confirm);
    await waitFor(() => expect(api.sent(API_PATHS.deposits)).toHaveLength(2));
    await user.type(amount, '5');
    await user.click(confirm);
    await waitFor(() => expect(api.sent(API_PATHS.deposits)).toHaveLength(3));
    const keys = api.sent(API_PATHS.deposits).map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
