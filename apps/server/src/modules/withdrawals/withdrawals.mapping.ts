import type { AdminWithdrawal } from '@lobby/contract/admin/withdrawals';
import { formatAmount } from '@lobby/contract/cashier';
import type { Withdrawal } from '@lobby/contract/withdrawals';
import { csvField } from '../member-admin/member-admin.mapping';
import { maskAccountNumber } from '../payout-accounts/payout-accounts.service';
import { DEFAULT_CURRENCY } from '../site/site.service';
import type { Merchant } from '../site/merchant-directory';
import type { QueueRecord } from './withdrawal-queue.repository';
import type { WithdrawalRecord } from './withdrawals.repository';

export const currencyOf = (merchant: Merchant) => merchant.settings.currency ?? DEFAULT_CURRENCY;

/** A channel's name in `language`, else English. */
const nameIn = (names: { en: string; id: string }, language: string) => (language === 'id' ? names.id : names.en);

/** A request as its member sees it: the account number masked. */
export function toWithdrawal(row: WithdrawalRecord, currency: string, language: string): Withdrawal {
  const money = (minor: number) => formatAmount(minor, currency);
  return {
    requestNo: row.requestNo,
    status: row.status,
    channelId: row.channelId,
    channelName: nameIn(row.channelNames, language),
    amount: money(row.amountMinor),
    fee: money(row.feeMinor),
    payout: money(row.payoutMinor),
    account: { ...row.account, accountNumber: maskAccountNumber(row.account.accountNumber) },
    payoutReference: row.payoutReference,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A request as finance sees it: the number in full, who decided. */
export function toAdminWithdrawal(row: QueueRecord, currency: string): AdminWithdrawal {
  const money = (minor: number) => formatAmount(minor, currency);
  return {
    id: row.id,
    requestNo: row.requestNo,
    memberId: row.memberId,
    username: row.username,
    status: row.status,
    channelId: row.channelId,
    channelName: row.channelNames.en,
    amount: money(row.amountMinor),
    fee: money(row.feeMinor),
    payout: money(row.payoutMinor),
    account: row.account,
    payoutReference: row.payoutReference,
    rejectReason: row.rejectReason,
    decidedBy: row.decidedByName,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const CSV_COLUMNS = [
  'requestNo',
  'createdAt',
  'username',
  'status',
  'channelName',
  'amount',
  'fee',
  'payout',
  'accountKind',
  'provider',
  'accountNumber',
  'holderName',
  'payoutReference',
  'rejectReason',
  'decidedBy',
  'decidedAt',
] as const;

/** The queue as CSV for finance (RFC 4180, CRLF), a header row first. */
export function withdrawalsCsv(rows: AdminWithdrawal[]): string {
  const flat = rows.map((row) => ({
    ...row,
    accountKind: row.account.kind,
    provider: row.account.providerName,
    accountNumber: row.account.accountNumber,
    holderName: row.account.holderName,
  }));
  const lines = [CSV_COLUMNS.join(','), ...flat.map((row) => CSV_COLUMNS.map((key) => csvField(row[key])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
