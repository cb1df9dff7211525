import { z } from 'zod';
import { RECORDS_MAX_RANGE_DAYS, RECORDS_MAX_YEAR, RECORDS_MIN_YEAR, RECORDS_PAGE_SIZE } from '../constants/limits';
import { pageNoSchema, pageSizeSchema } from './common';
import { gameTypeSchema } from './games';
import { LEDGER_KINDS } from './wallet';

const DAY_MS = 86_400_000;
const EARLIEST = Date.UTC(RECORDS_MIN_YEAR, 0, 1);
const LATEST = Date.UTC(RECORDS_MAX_YEAR, 0, 1);
/** An ISO instant with its offset, within the records years (year 0 would reach the database). */
const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => Date.parse(value) >= EARLIEST && Date.parse(value) <= LATEST, {
    message: `Between ${RECORDS_MIN_YEAR} and ${RECORDS_MAX_YEAR}`,
  });

/** A date range from the player's own day boundaries: from inclusive, to exclusive, at most 90 days. */
const rangeFields = { from: instantSchema, to: instantSchema };
function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const span = Date.parse(range.to) - Date.parse(range.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end must come after the start' });
  if (span > RECORDS_MAX_RANGE_DAYS * DAY_MS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${RECORDS_MAX_RANGE_DAYS} days` });
  }
}
const pagedFields = { pageNo: pageNoSchema, pageSize: pageSizeSchema(RECORDS_PAGE_SIZE) };

/** Betting record (/m/gameRecord): real-money rounds. */
export const betRecordsQuerySchema = z
  .object({ ...rangeFields, ...pagedFields, gameType: gameTypeSchema.optional() })
  .superRefine(checkRange);

const betRecordSchema = z.object({
  roundId: z.string(),
  createdAt: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  gameType: gameTypeSchema,
  displayName: z.string(),
  stake: z.string(),
  payout: z.string(),
  /** Payout less stake, signed, 2 decimals. */
  winLoss: z.string(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  winLoss: z.string(),
});
export const betRecordsResponseSchema = z.object({
  list: z.array(betRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  totals: betTotalsSchema,
});
export type BetRecordsPage = z.infer<typeof betRecordsResponseSchema>;

/** Account record (/m/transaction/record): the member's ledger. */
const ledgerKindSchema = z.enum(LEDGER_KINDS);
export const transactionsQuerySchema = z
  .object({ ...rangeFields, ...pagedFields, kind: ledgerKindSchema.optional(), gameType: gameTypeSchema.optional() })
  .superRefine(checkRange);

const transactionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: ledgerKindSchema,
  /** Signed, 2 decimals: money out is negative. */
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string(),
  gameName: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.object({
  list: z.array(transactionSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** moneyIn and moneyOut are sizes (moneyOut is not negative); net is their signed difference. */
  totals: z.object({ moneyIn: z.string(), moneyOut: z.string(), net: z.string() }),
});
export type TransactionsPage = z.infer<typeof transactionsResponseSchema>;

/**
 * Profit and loss (/m/profitandloss): play per game type and money moved, over a range. gameType
 * narrows the play rows only; deposits, rewards and withdrawals (a size, not negative) belong to
 * no game; adjustments are signed.
 */
export const profitLossQuerySchema = z
  .object({ ...rangeFields, gameType: gameTypeSchema.optional() })
  .superRefine(checkRange);

const profitLossRowSchema = z.object({
  gameType: gameTypeSchema,
  rounds: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  /** The player's result: payout less stake. */
  profit: z.string(),
});
export const profitLossResponseSchema = z.object({
  byGameType: z.array(profitLossRowSchema),
  totals: profitLossRowSchema.omit({ gameType: true }),
  deposits: z.string(),
  withdrawals: z.string(),
  rewards: z.string(),
  adjustments: z.string(),
});
export type ProfitLoss = z.infer<typeof profitLossResponseSchema>;
