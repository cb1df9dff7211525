import { z } from 'zod';
import {
  channelDirectionSchema,
  channelKindSchema,
  channelNamesSchema,
  feeRuleSchema,
  GATEWAY_METHODS,
  openingHoursSchema,
  receivingAccountSchema,
} from '../cashier';
import { calendarDaySchema, pageNoSchema, pageSizeSchema } from '../common';
import { depositSenderSchema, depositStatusSchema } from '../deposits';

/** A decimal amount as the operator types it; the server checks it against the currency's decimals. */
const amountInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'A positive decimal amount');

export const GATEWAY_ADAPTERS = ['sandbox', 'signed-http'] as const;
/** A gateway channel's settings. The secret is write-only: sent to set or change it, never answered. */
export const adminGatewayInputSchema = z.object({
  adapter: z.enum(GATEWAY_ADAPTERS),
  /**
   * redirect: the member pays on the gateway's page; qr: the site shows the gateway's QR code. Left out:
   * a new channel redirects, a change keeps the stored method.
   */
  method: z.enum(GATEWAY_METHODS).optional(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .optional(),
  accountId: z.string().trim().min(1).max(100).optional(),
  secret: z.string().min(16).max(200).optional(),
});
export const adminGatewaySchema = z.object({
  adapter: z.enum(GATEWAY_ADAPTERS),
  method: z.enum(GATEWAY_METHODS),
  url: z.string().nullable(),
  accountId: z.string().nullable(),
  /** Whether a secret is stored (its value never leaves the server). */
  secretSet: z.boolean(),
});

const channelFields = {
  kind: channelKindSchema,
  names: channelNamesSchema,
  iconUrl: z.string().trim().max(500),
  min: amountInputSchema,
  max: amountInputSchema,
  presets: z.array(amountInputSchema).max(8),
  fee: feeRuleSchema,
  hours: openingHoursSchema.nullable(),
  memberTypes: z.array(z.number().int().min(0).max(99)).max(20),
  rankLevels: z.array(z.number().int().min(0).max(99)).max(50),
  sort: z.number().int().min(0).max(100_000),
  enabled: z.boolean(),
  receivingAccount: receivingAccountSchema.nullable(),
  gateway: adminGatewayInputSchema.nullable(),
};

/** A new channel; its currency is the merchant's. */
export const adminChannelCreateSchema = z.object({
  direction: channelDirectionSchema,
  ...channelFields,
  iconUrl: channelFields.iconUrl.default(''),
  presets: channelFields.presets.default([]),
  hours: channelFields.hours.default(null),
  memberTypes: channelFields.memberTypes.default([]),
  rankLevels: channelFields.rankLevels.default([]),
  sort: channelFields.sort.default(0),
  enabled: channelFields.enabled.default(true),
  receivingAccount: channelFields.receivingAccount.default(null),
  gateway: channelFields.gateway.default(null),
});
export type AdminChannelCreate = z.infer<typeof adminChannelCreateSchema>;
export type AdminChannelCreateInput = z.input<typeof adminChannelCreateSchema>;

/**
 * A change to a channel: only the fields sent change. The direction and the kind never do: orders made on a
 * gateway channel must still find their gateway when its callbacks come (make a new channel instead).
 */
export const adminChannelUpdateSchema = z
  .object(channelFields)
  .omit({ kind: true })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type AdminChannelUpdate = z.infer<typeof adminChannelUpdateSchema>;

export const adminChannelSchema = z.object({
  id: z.number().int(),
  direction: channelDirectionSchema,
  kind: z.string(),
  names: channelNamesSchema,
  iconUrl: z.string(),
  currency: z.string(),
  min: z.string(),
  max: z.string(),
  presets: z.array(z.string()),
  fee: feeRuleSchema,
  hours: openingHoursSchema.nullable(),
  memberTypes: z.array(z.number().int()),
  rankLevels: z.array(z.number().int()),
  sort: z.number().int(),
  enabled: z.boolean(),
  receivingAccount: receivingAccountSchema.nullable(),
  gateway: adminGatewaySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;
export const adminChannelsQuerySchema = z.object({ direction: channelDirectionSchema.optional() });
export const adminChannelsSchema = z.object({ channels: z.array(adminChannelSchema) });
export const adminChannelParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const DEPOSIT_QUEUE_SORTS = ['createdAt', 'amount'] as const;
/** The most rows a cashier queue's CSV carries (deposits and withdrawals alike). */
export const CASHIER_CSV_MAX_ROWS = 10_000;

/**
 * The filters, order, paging and format both cashier queues take, read the same way: a channel, part of
 * the member's username (any case), days of the merchant's time zone (both included), 20 rows a page,
 * and `format=csv` for every matching row (at most CASHIER_CSV_MAX_ROWS) as text/csv.
 */
export const cashierQueueQueryShape = {
  channelId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Part of the member's username. */
  username: z.string().trim().min(1).max(64).optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
  format: z.enum(['json', 'csv']).default('json'),
};

/** The deposit queue: filters, server sort and paging; ?format=csv answers the same rows as CSV. */
export const adminDepositsQuerySchema = z.object({
  status: depositStatusSchema.optional(),
  sort: z.enum(DEPOSIT_QUEUE_SORTS).default('createdAt'),
  ...cashierQueueQueryShape,
});
export type AdminDepositsQuery = z.infer<typeof adminDepositsQuerySchema>;

export const adminDepositSchema = z.object({
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  channelId: z.number().int(),
  channelNames: channelNamesSchema,
  kind: z.string(),
  manual: z.boolean(),
  status: depositStatusSchema,
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  credit: z.string(),
  sender: depositSenderSchema.nullable(),
  receivingAccount: receivingAccountSchema.nullable(),
  /** Where the operator API streams the receipt (operator token needed); null without one. */
  receiptUrl: z.string().nullable(),
  paymentId: z.string().nullable(),
  reason: z.string(),
  reviewedBy: z.number().int().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type AdminDeposit = z.infer<typeof adminDepositSchema>;
export const adminDepositsPageSchema = z.object({
  list: z.array(adminDepositSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminDepositsPage = z.infer<typeof adminDepositsPageSchema>;
export const adminDepositParamsSchema = z.object({ orderNo: z.string().regex(/^D[0-9A-Z]{9}$/) });
/** A rejection's reason: the member sees it. */
export const adminDepositRejectSchema = z.object({ reason: z.string().trim().min(3).max(500) });

/** Daily totals per channel over days of the merchant's time zone (both included; default the last 7). */
export const adminCashierTotalsQuerySchema = z.object({
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
});
/** A count and the amount it sums to. */
export const adminCashierFigureSchema = z.object({ count: z.number().int(), amount: z.string() });
export const adminCashierTotalSchema = z.object({
  day: z.string(),
  direction: channelDirectionSchema,
  channelId: z.number().int(),
  channelNames: channelNamesSchema,
  kind: z.string(),
  /** Deposits: credited (on the day credited). Withdrawals: paid (on the day paid). */
  count: z.number().int(),
  amount: z.string(),
  fee: z.string(),
  /** Deposits: what reached the wallets. Withdrawals: what was paid out to the members' accounts. */
  net: z.string(),
  /** Withdrawals: requests still pending (on the day requested); null on deposit rows. */
  pending: adminCashierFigureSchema.nullable(),
  /** Withdrawals: requests rejected (on the day rejected), their holds given back; null on deposit rows. */
  rejected: adminCashierFigureSchema.nullable(),
});
export const adminCashierTotalsSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(adminCashierTotalSchema),
});
export type AdminCashierTotals = z.infer<typeof adminCashierTotalsSchema>;
