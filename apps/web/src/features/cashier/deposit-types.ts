// Until the deposits branch's contract (schemas/deposits.ts) is merged: its shapes, to be replaced by
// `@lobby/contract/deposits` imports.
import type { FeeRule, ReceivingAccount } from '@lobby/contract/cashier';

export type DepositStatus = 'pending' | 'credited' | 'rejected' | 'expired' | 'cancelled';
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['pending', 'credited', 'rejected', 'expired', 'cancelled'];
export const DEPOSITS_PATH = '/api/v1/cashier/deposits';
export const DEPOSIT_RECEIPT_FIELD = 'receipt';
export const DEPOSIT_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export interface DepositSender {
  name: string;
  provider?: string;
  accountNumber?: string;
}
export interface DepositCreate {
  channelId: number;
  amount: string;
  sender?: DepositSender;
}
export interface DepositOrder {
  orderNo: string;
  channelId: number;
  kind: string;
  manual: boolean;
  channelNames: { en: string; id: string };
  status: DepositStatus;
  currency: string;
  amount: string;
  fee: string;
  feeRule: FeeRule;
  credit: string;
  receivingAccount: ReceivingAccount | null;
  sender: DepositSender | null;
  hasReceipt: boolean;
  payUrl: string | null;
  qrData: string | null;
  reason: string;
  expiresAt: string;
  createdAt: string;
  creditedAt: string | null;
}
export interface DepositsPage {
  list: DepositOrder[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}
