import { z } from 'zod';
import { pageNoSchema, pageSizeSchema } from './common';
import { channelNamesSchema, feeRuleSchema, receivingAccountSchema } from './cashier';

export const DEPOSIT_STATUSES = ['pending', 'credited', 'rejected', 'expired', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);

/** An order's short reference: D and nine letters or digits without look-alikes (Crockford base 32). */
export const DEPOSIT_ORDER_NO = /^D[0-9A-HJKMNP-TV-Z]{9}$/;
export const depositOrderNoSchema = z.string().regex(DEPOSIT_ORDER_NO, 'A deposit reference');
export const depositOrderParamsSchema = z.object({ orderNo: depositOrderNoSchema });

/** Who the member transfers from (manual channels): the name on the account is required. */
export const depositSenderSchema = z.object({
  name: z.string().trim().min(1).max(80),
  provider: z.string().trim().max(60).default(''),
  accountNumber: z.string().trim().max(40).default(''),
});
export type DepositSender = z.infer<typeof depositSenderSchema>;

/**
 * A new deposit order. amount is a decimal string in the channel's currency ("150.25", "150000"):
 * a string only, no more decimals than the currency has, within the channel's bounds.
 */
export const depositCreateSchema = z.object({
  channelId: z.number().int().positive(),
  amount: z.string().trim().min(1).max(20),
  sender: depositSenderSchema.optional(),
});
export type DepositCreate = z.input<typeof depositCreateSchema>;

/** A deposit order as its member sees it; amounts are decimal strings in the order's currency. */
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  kind: z.string(),
  manual: z.boolean(),
  channelNames: channelNamesSchema,
  status: depositStatusSchema,
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  feeRule: feeRuleSchema,
  /** What the wallet receives once credited. */
  credit: z.string(),
  /** Manual: where to transfer, with orderNo as the transfer's reference. */
  receivingAccount: receivingAccountSchema.nullable(),
  sender: depositSenderSchema.nullable(),
  hasReceipt: z.boolean(),
  /** Gateway: the page to send the member to, or the QR to show. */
  payUrl: z.string().nullable(),
  qrData: z.string().nullable(),
  /** Why it was rejected (set by the operator), empty otherwise. */
  reason: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositsQuerySchema = z.object({
  status: depositStatusSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
});
export const depositsPageSchema = z.object({
  list: z.array(depositOrderSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type DepositsPage = z.infer<typeof depositsPageSchema>;

/** The receipt picture of a manual order: one JPEG or PNG of at most 5 MB, in the multipart field `receipt`. */
export const DEPOSIT_RECEIPT_FIELD = 'receipt';
export const DEPOSIT_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
