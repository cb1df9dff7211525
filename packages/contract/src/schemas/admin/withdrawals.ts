import { z } from 'zod';
import { cashierQueueQueryShape } from './cashier';
import { payoutAccountKindSchema, withdrawalStatusSchema } from '../withdrawals';

/** The withdrawal queue as finance works it: filter, sort and page on the server, CSV, approve or reject. */

export const WITHDRAWAL_QUEUE_SORTS = ['createdAt', 'amount', 'decidedAt'] as const;

export const adminWithdrawalsQuerySchema = z.object({
  status: withdrawalStatusSchema.optional(),
  requestNo: z.string().trim().max(40).optional(),
  sort: z.enum(WITHDRAWAL_QUEUE_SORTS).default('createdAt'),
  ...cashierQueueQueryShape,
});
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;
export type AdminWithdrawalsQueryInput = z.input<typeof adminWithdrawalsQuerySchema>;

export const adminWithdrawalSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  status: withdrawalStatusSchema,
  channelId: z.number().int(),
  channelName: z.string(),
  amount: z.string(),
  fee: z.string(),
  payout: z.string(),
  /** The account to pay, number in full: finance needs it to make the transfer. */
  account: z.object({
    kind: payoutAccountKindSchema,
    providerName: z.string(),
    accountNumber: z.string(),
    holderName: z.string(),
  }),
  payoutReference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsResponseSchema = z.object({
  list: z.array(adminWithdrawalSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** The filtered list's sum of amounts (all pages). */
  totalAmount: z.string(),
});
export type AdminWithdrawals = z.infer<typeof adminWithdrawalsResponseSchema>;

export const adminWithdrawalParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminWithdrawalApproveSchema = z.object({
  /** The transfer's reference at the bank or wallet. */
  payoutReference: z.string().trim().min(1).max(100),
});
export type AdminWithdrawalApprove = z.infer<typeof adminWithdrawalApproveSchema>;

export const adminWithdrawalRejectSchema = z.object({
  /** Shown to the member. */
  reason: z.string().trim().min(1).max(500),
});
export type AdminWithdrawalReject = z.infer<typeof adminWithdrawalRejectSchema>;
