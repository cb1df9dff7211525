import type { newPayoutAccountRequestSchema, PayoutAccount, PayoutAccounts } from '@lobby/contract/withdrawals';
import type { z } from 'zod';
import type { PayoutAccountSnapshot } from '../../db/schema/index';
import { ApiError } from '../../lib/envelope';
import type { PaymentPasswordService } from '../payment-password/payment-password.service';
import type { Merchant } from '../site/merchant-directory';
import { cashierSettings } from '../cashier/cashier-settings';
import type { PayoutAccountRow, PayoutAccountsRepository } from './payout-accounts.repository';

type NewAccount = z.output<typeof newPayoutAccountRequestSchema>;

/** Every character but the last 4 as •: enough for the member to tell accounts apart. */
export function maskAccountNumber(number: string): string {
  return '•'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);
}

/** Names compare as people write them: case, and runs of spaces, do not matter. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** An account number as kept and compared: no spaces, upper case ("1234 5678" is "12345678"). */
export const accountNumberKey = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** The same account: same kind and provider (case and spacing ignored), same number (spacing and case ignored). */
const sameAccount = (row: PayoutAccountRow, input: Pick<NewAccount, 'kind' | 'providerName' | 'accountNumber'>) =>
  row.kind === input.kind &&
  sameName(row.providerName, input.providerName) &&
  accountNumberKey(row.accountNumber) === accountNumberKey(input.accountNumber);

export const snapshotOf = (row: PayoutAccountRow): PayoutAccountSnapshot => ({
  kind: row.kind,
  providerName: row.providerName,
  accountNumber: row.accountNumber,
  holderName: row.holderName,
});

const toPayoutAccount = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind,
  providerName: row.providerName,
  accountNumber: maskAccountNumber(row.accountNumber),
  holderName: row.holderName,
  createdAt: row.createdAt.toISOString(),
});

interface Deps {
  repository: PayoutAccountsRepository;
  paymentPassword: PaymentPasswordService;
}

/**
 * A member's payout accounts. Adding one needs the payment password; when the merchant says so the
 * holder must be the member's payee name, and a member without one yet gets the first account's
 * holder as their payee name (so every later account must match it).
 */
export function createPayoutAccountsService({ repository, paymentPassword }: Deps) {
  return {
    repository,

    async list(merchant: Merchant, memberId: number): Promise<PayoutAccounts> {
      const settings = cashierSettings(merchant.settings.cashier);
      const [rows, payee] = await Promise.all([
        repository.list(merchant.code, memberId),
        repository.payeeName(memberId),
      ]);
      return {
        list: rows.map(toPayoutAccount),
        max: settings.payoutAccountsMax,
        requiredHolderName: settings.payeeNameMustMatch && payee ? payee : null,
      };
    },

    async add(merchant: Merchant, memberId: number, input: NewAccount): Promise<PayoutAccount> {
      await paymentPassword.verify(merchant, memberId, input.paymentPassword);
      const settings = cashierSettings(merchant.settings.cashier);
      const holderName = input.holderName.replace(/\s+/g, ' ');
      const row = await repository.locked(memberId, async (tx, payeeName) => {
        if (settings.payeeNameMustMatch && payeeName && !sameName(payeeName, holderName)) {
          throw new ApiError('payoutAccount.holder.mismatch', undefined, 'holderName');
        }
        const live = await repository.active(tx, merchant.code, memberId);
        if (live.some((row) => sameAccount(row, input))) {
          throw new ApiError('payoutAccount.duplicate', undefined, 'accountNumber');
        }
        if (live.length >= settings.payoutAccountsMax) throw new ApiError('payoutAccount.limit');
        const inserted = await repository.insert(tx, {
          merchantCode: merchant.code,
          memberId,
          kind: input.kind,
          providerName: input.providerName,
          accountNumber: accountNumberKey(input.accountNumber),
          holderName,
        });
        if (!inserted) throw new ApiError('payoutAccount.duplicate', undefined, 'accountNumber');
        if (settings.payeeNameMustMatch && !payeeName) await repository.setPayeeName(tx, memberId, holderName);
        return inserted;
      });
      return toPayoutAccount(row);
    },

    async remove(merchant: Merchant, memberId: number, id: number): Promise<void> {
      if (!(await repository.remove(merchant.code, memberId, id))) throw new ApiError('payoutAccount.not.found');
    },

    /** One of the member's live accounts, for a withdrawal; another member's id is not found. */
    async snapshot(merchant: Merchant, memberId: number, id: number) {
      const row = await repository.find(merchant.code, memberId, id);
      if (!row) throw new ApiError('payoutAccount.not.found', undefined, 'payoutAccountId');
      return { id: row.id, account: snapshotOf(row) };
    },
  };
}
export type PayoutAccountsService = ReturnType<typeof createPayoutAccountsService>;
