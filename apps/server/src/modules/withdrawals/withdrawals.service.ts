import { formatAmount } from '@lobby/contract/cashier';
import type {
  newWithdrawalRequestSchema,
  Withdrawal,
  Withdrawals,
  WithdrawalsQuery,
  WithdrawalSummary,
} from '@lobby/contract/withdrawals';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope';
import { pageWindow } from '../../lib/paging';
import type { AuthContext } from '../auth/sessions.service';
import { checkedAmount, newReference } from '../cashier/cashier-amount';
import type { CashierService } from '../cashier/cashier.service';
import type { MemberTwoFactorService } from '../security/two-factor.service';
import { dayStart, timeZoneOf, today as todayIn } from '../cashier/merchant-day';
import type { PaymentPasswordService } from '../payment-password/payment-password.service';
import type { PayoutAccountsService } from '../payout-accounts/payout-accounts.service';
import type { Merchant } from '../site/merchant-directory';
import type { TurnoverService } from '../turnover/turnover.service';
import { currencyOf, toWithdrawal } from './withdrawals.mapping';
import type { WithdrawalsRepository } from './withdrawals.repository';

type NewRequest = z.output<typeof newWithdrawalRequestSchema>;

interface Deps {
  repository: WithdrawalsRepository;
  cashier: CashierService;
  turnover: TurnoverService;
  paymentPassword: PaymentPasswordService;
  payoutAccounts: PayoutAccountsService;
  /** The security centre's two-factor check (nothing when the member has it off). */
  twoFactor: Pick<MemberTwoFactorService, 'require'>;
}

/** W + twelve Crockford base-32 characters (60 random bits): unique, and readable out on the phone. */
export const newRequestNo = (): string => newReference('W', 12);

/** Channels of these kinds pay only into an account of the same kind; other kinds take either. */
const PAYS_INTO: Record<string, string> = { bank: 'bank', ewallet: 'ewallet' };

/**
 * A member's withdrawals. A request is checked in two steps: what needs no lock (amount, channel,
 * bounds, account, payment password), then, holding the member's wallet row, the day's limits and
 * the withdrawable balance, and the hold itself: parallel requests queue on that lock, so together
 * they never hold more than the balance or pass a daily limit.
 */
export function createWithdrawalsService({ repository, cashier, turnover, paymentPassword, payoutAccounts, twoFactor }: Deps) {
  /** The daily limits count from the start of the merchant's day. */
  const startOfToday = (merchant: Merchant) => {
    const timeZone = timeZoneOf(merchant);
    return dayStart(todayIn(timeZone), timeZone);
  };

  async function find(merchant: Merchant, memberId: number, requestNo: string) {
    const row = await repository.byNo(merchant.code, memberId, requestNo);
    if (!row) throw new ApiError('withdrawal.not.found');
    return row;
  }

  return {
    repository,

    async summary(merchant: Merchant, memberId: number): Promise<WithdrawalSummary> {
      const settings = cashier.settings(merchant);
      const currency = currencyOf(merchant);
      const money = (minor: number) => formatAmount(minor, currency);
      const [split, requirements, today, password] = await Promise.all([
        repository.balance(memberId).then((balance) => turnover.withdrawable(memberId, balance)),
        turnover.open(memberId, currency),
        repository.since(memberId, startOfToday(merchant)),
        paymentPassword.status(merchant, memberId),
      ]);
      return {
        balance: money(split.balanceMinor),
        locked: money(split.lockedMinor),
        withdrawable: money(split.withdrawableMinor),
        turnoverRemaining: money(split.remainingMinor),
        requirements,
        today: {
          count: today.count,
          amount: money(today.amountMinor),
          countLimit: settings.withdrawalDailyCount,
          amountLimit: settings.withdrawalDailyAmountMinor === null ? null : money(settings.withdrawalDailyAmountMinor),
        },
        paymentPasswordSet: password.isSet,
        cancelAllowed: settings.withdrawalCancelAllowed,
      };
    },

    async request(merchant: Merchant, member: AuthContext, input: NewRequest, language: string): Promise<Withdrawal> {
      const channel = await cashier.channel(
        { merchant, memberId: member.memberId, type: member.type },
        input.channelId,
        'withdrawal',
      );
      const { amountMinor, feeMinor, netMinor } = checkedAmount(input.amount, channel);
      const payout = await payoutAccounts.snapshot(merchant, member.memberId, input.payoutAccountId);
      const wanted = PAYS_INTO[channel.kind];
      if (wanted && payout.account.kind !== wanted) {
        throw new ApiError('request.invalid', `This method pays only into a ${wanted} account.`, 'payoutAccountId');
      }
      await paymentPassword.verify(merchant, member.memberId, input.paymentPassword);
      await twoFactor.require(member.memberId, input.twoFactorCode);

      const settings = cashier.settings(merchant);
      const row = await repository.inWalletLock(merchant.code, member.memberId, async (tx, balanceMinor) => {
        const today = await repository.since(member.memberId, startOfToday(merchant), tx);
        if (today.count + 1 > settings.withdrawalDailyCount) throw new ApiError('withdrawal.daily.count');
        const cap = settings.withdrawalDailyAmountMinor;
        if (cap !== null && today.amountMinor + amountMinor > cap)
          throw new ApiError('withdrawal.daily.amount', undefined, 'amount');
        const { withdrawableMinor } = await turnover.withdrawable(member.memberId, balanceMinor, tx);
        if (amountMinor > withdrawableMinor) throw new ApiError('withdrawal.not.withdrawable', undefined, 'amount');
        return repository.insertWithHold(tx, {
          requestNo: newRequestNo(),
          merchantCode: merchant.code,
          memberId: member.memberId,
          channelId: channel.id,
          payoutAccountId: payout.id,
          account: payout.account,
          amountMinor,
          feeMinor,
          payoutMinor: netMinor,
        });
      });
      return toWithdrawal({ ...row, channelNames: channel.names }, channel.currency, language);
    },

    async one(merchant: Merchant, memberId: number, requestNo: string, language: string): Promise<Withdrawal> {
      return toWithdrawal(await find(merchant, memberId, requestNo), currencyOf(merchant), language);
    },

    async list(merchant: Merchant, memberId: number, query: WithdrawalsQuery, language: string): Promise<Withdrawals> {
      const offset = (query.pageNo - 1) * query.pageSize;
      const { totalCount, rows } = await repository.mine(merchant.code, memberId, query.status, {
        offset,
        limit: query.pageSize,
      });
      const { pageNum, totalPages } = pageWindow(totalCount, query.pageNo, query.pageSize);
      const currency = currencyOf(merchant);
      return { list: rows.map((row) => toWithdrawal(row, currency, language)), pageNum, totalPages, totalCount };
    },

    /** Cancel a pending request and give the hold back: only where the merchant allows it (off by default, RTS 14B). */
    async cancel(merchant: Merchant, memberId: number, requestNo: string, language: string): Promise<Withdrawal> {
      if (!cashier.settings(merchant).withdrawalCancelAllowed) throw new ApiError('withdrawal.cancel.disabled');
      const row = await find(merchant, memberId, requestNo);
      const cancelled = await repository.transaction((tx) =>
        repository.decide(tx, { merchantCode: merchant.code, id: row.id, memberId }, { status: 'cancelled' }),
      );
      if (!cancelled) throw new ApiError('withdrawal.decided');
      return toWithdrawal({ ...cancelled, channelNames: row.channelNames }, currencyOf(merchant), language);
    },
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
