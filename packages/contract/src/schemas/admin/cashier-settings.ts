import { z } from 'zod';

/**
 * The cashier's rules as an admin writes them. withdrawalDailyAmount is a decimal string in the site's
 * currency ("5000.00", "20000000"), null for no cap; the server checks it against the currency's decimals.
 */
export const cashierSettingsSchema = z.object({
  /** A pending deposit order expires after this many minutes. */
  depositExpiryMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60),
  /** A credited deposit adds a turnover requirement of this many times its amount (0: none). */
  turnoverMultiplier: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Number.isInteger(value * 100), 'At most two decimals'),
  /** Off by default: UK RTS 14B forbids letting a player reverse a withdrawal to gamble it. */
  withdrawalCancelAllowed: z.boolean(),
  payeeNameMustMatch: z.boolean(),
  payoutAccountsMax: z.number().int().min(1).max(20),
  withdrawalDailyCount: z.number().int().min(1).max(1000),
  withdrawalDailyAmount: z.string().trim().min(1).max(20).nullable(),
  paymentPasswordMaxTries: z.number().int().min(1).max(20),
  paymentPasswordLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});
export type CashierSettingsInput = z.infer<typeof cashierSettingsSchema>;

/** The rules as the console reads them, with the site's currency the daily amount is in. */
export const cashierSettingsViewSchema = cashierSettingsSchema.extend({
  withdrawalDailyAmount: z.string().nullable(),
  currency: z.string(),
});
export type CashierSettingsView = z.infer<typeof cashierSettingsViewSchema>;
