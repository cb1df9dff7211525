import type { PayoutAccountSnapshot } from '../schema/index';
import { DEFAULT_MERCHANT_CODE, SECOND_MERCHANT_CODE } from './merchants-data';

/** A deposit of the demo player: on the channel of this English name, `hoursAgo` before the seed. */
export interface DepositPlan {
  channel: string;
  /** Major units of the site's currency. */
  amount: number;
  hoursAgo: number;
  outcome: 'credited' | 'rejected' | 'pending';
  /** A rejection's reason (the member sees it). */
  reason?: string;
  /** A pending transfer comes with a receipt picture. */
  receipt?: boolean;
}

export interface WithdrawalPlan {
  channel: string;
  amount: number;
  hoursAgo: number;
  outcome: 'paid' | 'pending';
  payoutReference?: string;
}

/** The demo player's cashier history on one site: what fills the queues, totals and the player's lists. */
export interface CashierActivityPlan {
  username: string;
  /** The bank account the withdrawals are paid into (its holder becomes the payee name when there is none). */
  payoutAccount: PayoutAccountSnapshot;
  /** Oldest first: the ledger's balances follow this order. */
  deposits: DepositPlan[];
  withdrawals: WithdrawalPlan[];
}

export const CASHIER_ACTIVITY: Record<string, CashierActivityPlan> = {
  [DEFAULT_MERCHANT_CODE]: {
    username: 'demo',
    payoutAccount: {
      kind: 'bank',
      providerName: 'First Harbor Bank',
      accountNumber: '0117 3344 5566',
      holderName: 'Alex Morgan',
    },
    deposits: [
      { channel: 'Bank transfer', amount: 50, hoursAgo: 218, outcome: 'credited' },
      { channel: 'Instant online payment', amount: 100, hoursAgo: 146, outcome: 'credited' },
      {
        channel: 'Bank transfer',
        amount: 200,
        hoursAgo: 97,
        outcome: 'rejected',
        reason: 'No transfer with this reference reached our account.',
      },
      { channel: 'Skrill e-wallet', amount: 40, hoursAgo: 73, outcome: 'credited' },
      { channel: 'Pay by QR code', amount: 25, hoursAgo: 26, outcome: 'credited' },
      { channel: 'Bank transfer', amount: 75, hoursAgo: 2, outcome: 'pending', receipt: true },
    ],
    withdrawals: [
      { channel: 'Bank transfer', amount: 60, hoursAgo: 49, outcome: 'paid', payoutReference: 'FHB-TRX-118204' },
      { channel: 'Bank transfer', amount: 40, hoursAgo: 1, outcome: 'pending' },
    ],
  },
  [SECOND_MERCHANT_CODE]: {
    username: 'reefer',
    payoutAccount: { kind: 'bank', providerName: 'BCA', accountNumber: '5210 8877 31', holderName: 'Rina Wijaya' },
    deposits: [
      { channel: 'BCA bank transfer', amount: 250_000, hoursAgo: 194, outcome: 'credited' },
      { channel: 'Online payment (virtual account)', amount: 500_000, hoursAgo: 122, outcome: 'credited' },
      {
        channel: 'Mandiri bank transfer',
        amount: 1_000_000,
        hoursAgo: 98,
        outcome: 'rejected',
        reason: 'Transfer dengan referensi ini tidak kami terima.',
      },
      { channel: 'DANA', amount: 100_000, hoursAgo: 75, outcome: 'credited' },
      { channel: 'QRIS instant', amount: 200_000, hoursAgo: 30, outcome: 'credited' },
      { channel: 'BCA bank transfer', amount: 300_000, hoursAgo: 3, outcome: 'pending', receipt: true },
    ],
    withdrawals: [
      { channel: 'Bank transfer', amount: 200_000, hoursAgo: 50, outcome: 'paid', payoutReference: 'BCA-TRF-88120417' },
      { channel: 'Bank transfer', amount: 100_000, hoursAgo: 2, outcome: 'pending' },
    ],
  },
};
