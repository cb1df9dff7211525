import { z } from 'zod';
import { pageNoSchema, pageSizeSchema } from './common';

/**
 * The member's side of withdrawals (issue 19): the payment password, payout accounts, the turnover
 * that locks part of the balance, and withdrawal requests. Amounts are decimal strings in the
 * merchant's currency with its decimals (formatAmount of @lobby/contract/cashier).
 */

/**
 * An amount as typed, in the merchant's currency: the server reads it with the cashier's parseAmount
 * (cashier.amount.invalid for a bad shape, zero or more decimals than the currency has).
 */
export const moneyAmountSchema = z.string().trim().min(1).max(24);

// ---------------------------------------------------------------- payment password

/** A payment password as typed; the merchant's password rule checks its shape when it is set. */
export const paymentPasswordSchema = z.string().min(1).max(80);

export const paymentPasswordStatusSchema = z.object({
  isSet: z.boolean(),
  /** ISO time the lock ends, or null when not locked. */
  lockedUntil: z.string().nullable(),
  /** Wrong tries left before the lock. */
  triesLeft: z.number().int().nonnegative(),
});
export type PaymentPasswordStatus = z.infer<typeof paymentPasswordStatusSchema>;

/** First set: the login password proves it is the member. */
export const setPaymentPasswordRequestSchema = z.object({
  loginPassword: z.string().min(1).max(80),
  paymentPassword: paymentPasswordSchema,
});
export type SetPaymentPasswordRequest = z.infer<typeof setPaymentPasswordRequestSchema>;

export const changePaymentPasswordRequestSchema = z.object({
  oldPaymentPassword: paymentPasswordSchema,
  newPaymentPassword: paymentPasswordSchema,
});
export type ChangePaymentPasswordRequest = z.infer<typeof changePaymentPasswordRequestSchema>;

// ---------------------------------------------------------------- payout accounts

export const PAYOUT_ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
export const payoutAccountKindSchema = z.enum(PAYOUT_ACCOUNT_KINDS);
export type PayoutAccountKind = z.infer<typeof payoutAccountKindSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Spaces and dashes as people type them are dropped; what is left is 6-34 letters and digits. */
export const accountNumberSchema = z
  .string()
  .transform((raw) => raw.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9]{6,34}$/, 'Letters and digits only, 6 to 34 of them'));

export const newPayoutAccountRequestSchema = z.object({
  kind: payoutAccountKindSchema,
  /** The bank's or the e-wallet's name. */
  providerName: z.string().trim().min(1).max(60),
  accountNumber: accountNumberSchema,
  holderName: z.string().trim().min(1).max(80),
  paymentPassword: paymentPasswordSchema,
});
export type NewPayoutAccountRequest = z.input<typeof newPayoutAccountRequestSchema>;

export const payoutAccountSchema = z.object({
  id: z.number().int(),
  kind: payoutAccountKindSchema,
  providerName: z.string(),
  /** Every character but the last 4 shown as •. */
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutAccountsResponseSchema = z.object({
  list: z.array(payoutAccountSchema),
  /** How many the member may keep. */
  max: z.number().int(),
  /** The holder name a new account must carry, or null when any name goes. */
  requiredHolderName: z.string().nullable(),
});
export type PayoutAccounts = z.infer<typeof payoutAccountsResponseSchema>;

// ---------------------------------------------------------------- turnover and the withdrawable balance

export const turnoverRequirementSchema = z.object({
  /** 'deposit' | 'bonus' | ... */
  sourceKind: z.string(),
  reference: z.string(),
  required: z.string(),
  remaining: z.string(),
  /** The part of the balance it keeps from being withdrawn while open. */
  locked: z.string(),
  createdAt: z.string(),
});
export type TurnoverRequirement = z.infer<typeof turnoverRequirementSchema>;

/** What the withdraw page shows before the member asks. */
export const withdrawalSummarySchema = z.object({
  balance: z.string(),
  locked: z.string(),
  withdrawable: z.string(),
  turnoverRemaining: z.string(),
  /** The open requirements, oldest first (bets pay them down in this order). */
  requirements: z.array(turnoverRequirementSchema),
  today: z.object({
    count: z.number().int(),
    amount: z.string(),
    countLimit: z.number().int(),
    /** null: no cap on the day's amount. */
    amountLimit: z.string().nullable(),
  }),
  paymentPasswordSet: z.boolean(),
  cancelAllowed: z.boolean(),
});
export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>;

// ---------------------------------------------------------------- withdrawal requests

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const newWithdrawalRequestSchema = z.object({
  channelId: z.number().int().positive(),
  payoutAccountId: z.number().int().positive(),
  amount: moneyAmountSchema,
  paymentPassword: paymentPasswordSchema,
  /** A TOTP or recovery code: required when the member has two-factor sign-in on (security centre). */
  twoFactorCode: z.string().trim().min(6).max(20).optional(),
});
export type NewWithdrawalRequest = z.input<typeof newWithdrawalRequestSchema>;

export const requestNoParamsSchema = z.object({ requestNo: z.string().regex(/^W[0-9A-Z]{6,30}$/) });

const accountSnapshotSchema = payoutAccountSchema.pick({
  kind: true,
  providerName: true,
  accountNumber: true,
  holderName: true,
});

export const withdrawalSchema = z.object({
  requestNo: z.string(),
  status: withdrawalStatusSchema,
  channelId: z.number().int(),
  /** The channel's name in the asked language (its first name when that one is missing). */
  channelName: z.string(),
  /** What leaves the balance. */
  amount: z.string(),
  fee: z.string(),
  /** What reaches the account. */
  payout: z.string(),
  account: accountSnapshotSchema,
  payoutReference: z.string().nullable(),
  /** Why the operator refused it: shown to the member. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalsQuerySchema = z.object({
  status: withdrawalStatusSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
});
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuerySchema>;

export const withdrawalsResponseSchema = z.object({
  list: z.array(withdrawalSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type Withdrawals = z.infer<typeof withdrawalsResponseSchema>;
