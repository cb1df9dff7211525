import { z } from 'zod';

/** A channel moves money in (deposit) or out (withdrawal, the payout method). */
export const CHANNEL_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type ChannelDirection = (typeof CHANNEL_DIRECTIONS)[number];
export const channelDirectionSchema = z.enum(CHANNEL_DIRECTIONS);

/**
 * The kinds the cashier knows today. The list is open (a new kind is data): a kind other than
 * 'gateway' is manual, the member transfers by hand and an operator confirms.
 */
export const KNOWN_CHANNEL_KINDS = ['bank', 'ewallet', 'qr', 'gateway'] as const;
export const channelKindSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{1,31}$/, 'Lower-case letters, digits, dash and underscore');
export const isGatewayKind = (kind: string): boolean => kind === 'gateway';

/** How a gateway takes the payment: on its own page (the member is sent there) or by a QR code the site shows. */
export const GATEWAY_METHODS = ['redirect', 'qr'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** A channel's name per language ({ en, id }); the screen picks its language, else English. */
export const channelNamesSchema = z.object({
  en: z.string().trim().min(1).max(60),
  id: z.string().trim().min(1).max(60),
});

export const FEE_TYPES = ['none', 'percent', 'fixed'] as const;
export const FEE_BEARERS = ['member', 'merchant'] as const;
/**
 * What a movement costs and who pays it. value: a percentage ("1.5") for percent, an amount in the
 * channel's currency ("2.50") for fixed, "0" for none. The member bears it: it comes off the amount;
 * the merchant bears it: the member gets the whole amount.
 */
export const feeRuleSchema = z
  .object({
    type: z.enum(FEE_TYPES),
    value: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'A decimal with at most two decimals'),
    bearer: z.enum(FEE_BEARERS),
  })
  .refine((fee) => fee.type !== 'percent' || Number(fee.value) <= 100, {
    path: ['value'],
    message: 'A percentage of at most 100',
  });
export type FeeRule = z.infer<typeof feeRuleSchema>;

const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
/**
 * When a channel takes orders, in the merchant's time zone: on these days of the week (0 = Sunday),
 * from `from` up to `to`; a `to` before `from` runs past midnight. Null: always open.
 */
export const openingHoursSchema = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    from: timeOfDaySchema,
    to: timeOfDaySchema,
  })
  .refine((hours) => hours.from !== hours.to, { path: ['to'], message: 'From and to must differ' });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** The operator's account a manual deposit is transferred to (shown to a member who made an order). */
export const receivingAccountSchema = z.object({
  /** The bank or e-wallet ("BCA", "DANA"). */
  provider: z.string().trim().min(1).max(60),
  accountName: z.string().trim().min(1).max(80),
  accountNumber: z.string().trim().min(1).max(40),
  /** A QR code image the member may scan instead of typing the number. */
  qrImageUrl: z.string().trim().max(500).nullable(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** A channel as a member sees it: amounts are decimal strings in the channel's currency. */
export const cashierChannelSchema = z.object({
  id: z.number().int(),
  direction: channelDirectionSchema,
  kind: z.string(),
  /** A gateway channel sends the member to the gateway's page; every other kind is a manual transfer. */
  manual: z.boolean(),
  /** A gateway channel that shows a QR code to scan with a banking or e-wallet app instead of sending the member away. */
  qr: z.boolean(),
  names: channelNamesSchema,
  iconUrl: z.string(),
  currency: z.string(),
  min: z.string(),
  max: z.string(),
  presets: z.array(z.string()),
  fee: feeRuleSchema,
  hours: openingHoursSchema.nullable(),
});
export type CashierChannel = z.infer<typeof cashierChannelSchema>;

export const cashierChannelsQuerySchema = z.object({ direction: channelDirectionSchema });
export const cashierChannelsResponseSchema = z.object({ channels: z.array(cashierChannelSchema) });
export type CashierChannels = z.infer<typeof cashierChannelsResponseSchema>;
