import { z } from 'zod';

/**
 * Protocol seamless-wallet v1 (docs/provider-wallet.md): the calls a game provider makes to our wallet,
 * the calls we make to the provider, and the operator's report. Amounts are decimal strings in the
 * merchant's currency; every request is signed (X-Operator, X-Timestamp, X-Signature).
 */

/** How far a signed request's timestamp may be from the receiver's clock, either way. */
export const PROVIDER_SIGNATURE_WINDOW_SECONDS = 300;
/** A provider call to us (or ours to a provider) gets no more than this. */
export const PROVIDER_BODY_LIMIT_BYTES = 16 * 1024;
/** Our launch call to a provider gives up after this. */
export const PROVIDER_LAUNCH_TIMEOUT_MS = 3000;

export const PROVIDER_ERROR_CODES = [
  'INVALID_SIGNATURE',
  'BAD_REQUEST',
  'UNKNOWN_PROVIDER',
  'INVALID_AMOUNT',
  'TRANSACTION_CONFLICT',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_SETTLED',
  'BET_NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'CURRENCY_MISMATCH',
  'LIMIT_REACHED',
  'PLAYER_MISMATCH',
  'INTERNAL_ERROR',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/** The HTTP status of an error answer: the protocol answers 200 for every business refusal. */
export const PROVIDER_ERROR_HTTP: Partial<Record<ProviderErrorCode, number>> = {
  INVALID_SIGNATURE: 401,
  BAD_REQUEST: 400,
  UNKNOWN_PROVIDER: 404,
  INTERNAL_ERROR: 500,
};

const id = z.string().trim().min(1).max(128);
const amount = z.string().max(32);
const currency = z.string().regex(/^[A-Z]{3}$/);

export const providerAuthenticateSchema = z.object({ token: id });
export const providerBalanceSchema = z.object({ token: id, playerId: id });
export const providerDebitSchema = z.object({
  token: id,
  playerId: id,
  roundId: id,
  transactionId: id,
  gameCode: id,
  amount,
  currency,
});
export const providerCreditSchema = providerDebitSchema.extend({ closeRound: z.boolean().default(false) });
export const providerRollbackSchema = z.object({
  token: id,
  playerId: id,
  roundId: id,
  transactionId: id,
  referenceTransactionId: id,
});
export const providerRoundCloseSchema = z.object({ token: id, playerId: id, roundId: id });

export type ProviderDebit = z.infer<typeof providerDebitSchema>;
export type ProviderCredit = z.infer<typeof providerCreditSchema>;
export type ProviderRollback = z.infer<typeof providerRollbackSchema>;

/** Each call's body schema, by the call's path segment. */
export const PROVIDER_CALL_SCHEMAS = {
  authenticate: providerAuthenticateSchema,
  balance: providerBalanceSchema,
  debit: providerDebitSchema,
  credit: providerCreditSchema,
  rollback: providerRollbackSchema,
  'round-close': providerRoundCloseSchema,
} as const;

/** Every answer: OK with the call's fields, or ERROR with a code (and the balance when the player is known). */
export const providerAnswerSchema = z.union([
  z
    .object({
      status: z.literal('OK'),
      balance: z.string().optional(),
      currency: z.string().optional(),
      transactionId: z.string().optional(),
      applied: z.boolean().optional(),
    })
    .loose(),
  z.object({
    status: z.literal('ERROR'),
    code: z.enum(PROVIDER_ERROR_CODES),
    message: z.string().optional(),
    balance: z.string().optional(),
    currency: z.string().optional(),
  }),
]);
export type ProviderAnswer = z.infer<typeof providerAnswerSchema>;

/** Our launch call to the provider, and its answer. */
export const providerLaunchRequestSchema = z.object({
  token: z.string(),
  playerId: z.string(),
  username: z.string(),
  gameCode: z.string(),
  currency: z.string(),
  language: z.string(),
  mode: z.enum(['real', 'free']),
  lobbyUrl: z.string(),
  cashierUrl: z.string(),
});
export type ProviderLaunchRequest = z.infer<typeof providerLaunchRequestSchema>;
export const providerLaunchAnswerSchema = z.object({ url: z.url() });

/** Reconciliation asks the provider what became of a round. */
export const providerRoundStatusRequestSchema = z.object({ roundId: z.string(), playerId: z.string() });
export const providerRoundStatusAnswerSchema = z.object({
  status: z.enum(['open', 'settled', 'cancelled']),
  credits: z.array(z.object({ transactionId: z.string().min(1).max(128), amount: z.string().max(32) })).default([]),
});
export type ProviderRoundStatus = z.infer<typeof providerRoundStatusAnswerSchema>;

const isoDay = z.iso.date();

/** The operator report: per provider and day (the merchant's time zone), within a date range. */
export const providerReportQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    providerCode: z.string().trim().min(1).max(32).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'at most a year',
    path: ['to'],
  });
export type ProviderReportQuery = z.infer<typeof providerReportQuerySchema>;

export const providerReportRowSchema = z.object({
  day: z.string(),
  providerCode: z.string(),
  transactions: z.number().int(),
  bets: z.string(),
  wins: z.string(),
  refunds: z.string(),
  /** Bets less wins less refunds. */
  ggr: z.string(),
});
export const providerReportSchema = z.object({
  currency: z.string(),
  rows: z.array(providerReportRowSchema),
  totals: providerReportRowSchema.omit({ day: true, providerCode: true }),
});
export type ProviderReport = z.infer<typeof providerReportSchema>;
export type ProviderReportRow = z.infer<typeof providerReportRowSchema>;

export const PROVIDER_ADAPTERS = ['sandbox', 'seamless-v1'] as const;
export const RECONCILIATION_RULES = ['status', 'rollback'] as const;

/** A connection as the console lists it: never its secret, only whether one is stored and since when. */
export const providerConnectionViewSchema = z.object({
  providerCode: z.string(),
  displayName: z.string(),
  adapter: z.enum(PROVIDER_ADAPTERS),
  baseUrl: z.string(),
  operatorId: z.string(),
  openRoundTimeoutSeconds: z.number().int(),
  reconciliation: z.enum(RECONCILIATION_RULES),
  enabled: z.boolean(),
  openRounds: z.number().int(),
  /** A seamless-v1 secret is stored (a sandbox connection derives its own and stores none). */
  secretSet: z.boolean(),
  /** When an operator last set it; null for a seeded one or none. */
  secretRotatedAt: z.string().nullable(),
});
export const providerConnectionsSchema = z.object({ items: z.array(providerConnectionViewSchema) });
/** The answer to removing a connection: the provider it was for. */
export const providerConnectionRemovedSchema = z.object({ removed: z.string() });
export type ProviderConnectionView = z.infer<typeof providerConnectionViewSchema>;

/** A provider's shared signing secret: write-only, never answered. */
export const providerSecretSchema = z.string().min(16).max(200);

/** What an operator sets of a connection. The base URL's scheme and host are checked by the server. */
const connectionFieldsSchema = z.object({
  adapter: z.enum(PROVIDER_ADAPTERS),
  baseUrl: z.string().trim().min(1).max(500),
  operatorId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'Letters, digits, dot, dash and underscore, up to 64'),
  openRoundTimeoutSeconds: z.number().int().min(30).max(86_400),
  reconciliation: z.enum(RECONCILIATION_RULES),
  enabled: z.boolean(),
  /** seamless-v1 only (it signs with it; required there); a sandbox connection derives its own. */
  secret: providerSecretSchema.optional(),
});

/** The fields sent change; a secret sent is set (rotated). */
export const providerConnectionUpdateSchema = connectionFieldsSchema.partial();
export type ProviderConnectionUpdate = z.infer<typeof providerConnectionUpdateSchema>;

export const providerConnectionCreateSchema = connectionFieldsSchema.extend({
  /** The catalogue's provider code (vassalage), e.g. PG. */
  providerCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,32}$/),
});
export type ProviderConnectionCreate = z.infer<typeof providerConnectionCreateSchema>;

export const providerSecretBodySchema = z.object({ secret: providerSecretSchema });
export type ProviderSecretBody = z.infer<typeof providerSecretBodySchema>;

export const providerCodeParamsSchema = z.object({ providerCode: z.string().regex(/^[A-Za-z0-9_]{1,32}$/) });
