import { and, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LedgerKind } from '@lobby/contract/wallet';
import type { Db } from '../../db/client';
import { games, ledgerEntries, providers, rounds } from '../../db/schema/index';

/** Whose rows: the signed-in member on the serving merchant. */
export interface Owner {
  memberId: number;
  merchantCode: string;
}

/** A date range (from inclusive, to exclusive) and the optional filters of the records pages. */
export interface RecordsFilter {
  from: Date;
  to: Date;
  gameType?: string | undefined;
  kind?: LedgerKind | undefined;
}

/** Sums come back from the database as numeric text: kept as bigint so nothing rounds. */
const sumOf = (column: SQL | AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`;
const countAll = sql<number>`count(*)::int`;

/** The member's real-money rounds in the range (free play is never money). */
function roundsWhere(owner: Owner, filter: RecordsFilter): SQL | undefined {
  return and(
    eq(rounds.memberId, owner.memberId),
    eq(rounds.merchantCode, owner.merchantCode),
    eq(rounds.mode, 'real'),
    gte(rounds.createdAt, filter.from),
    lt(rounds.createdAt, filter.to),
    filter.gameType ? eq(rounds.gameType, filter.gameType) : undefined,
  );
}

function ledgerWhere(owner: Owner, filter: RecordsFilter): SQL | undefined {
  return and(
    eq(ledgerEntries.memberId, owner.memberId),
    eq(ledgerEntries.merchantCode, owner.merchantCode),
    gte(ledgerEntries.createdAt, filter.from),
    lt(ledgerEntries.createdAt, filter.to),
    filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
    filter.gameType ? eq(ledgerEntries.gameType, filter.gameType) : undefined,
  );
}

/** Betting record, account record and profit and loss: reads of the member's rounds and ledger. */
export function createRecordsRepository(db: Db) {
  const gameOfRound = and(eq(games.merchantCode, rounds.merchantCode), eq(games.nodeId, rounds.nodeId));
  const providerOfGame = and(eq(providers.merchantCode, games.merchantCode), eq(providers.vassalage, games.vassalage));
  const gameOfEntry = and(eq(games.merchantCode, ledgerEntries.merchantCode), eq(games.nodeId, ledgerEntries.nodeId));

  return {
    async betPage(owner: Owner, filter: RecordsFilter, limit: number, offset: number) {
      return db
        .select({
          roundId: rounds.roundId,
          createdAt: rounds.createdAt,
          nodeId: rounds.nodeId,
          gameType: rounds.gameType,
          gameName: games.gameName,
          vassalage: games.vassalage,
          displayName: providers.displayName,
          stakeMinor: rounds.stakeMinor,
          payoutMinor: rounds.payoutMinor,
        })
        .from(rounds)
        .leftJoin(games, gameOfRound)
        .leftJoin(providers, providerOfGame)
        .where(roundsWhere(owner, filter))
        .orderBy(desc(rounds.createdAt), desc(rounds.id))
        .limit(limit)
        .offset(offset);
    },

    async betTotals(owner: Owner, filter: RecordsFilter) {
      const [row] = await db
        .select({ count: countAll, stake: sumOf(rounds.stakeMinor), payout: sumOf(rounds.payoutMinor) })
        .from(rounds)
        .where(roundsWhere(owner, filter));
      return { count: row?.count ?? 0, stake: BigInt(row?.stake ?? 0), payout: BigInt(row?.payout ?? 0) };
    },

    async ledgerPage(owner: Owner, filter: RecordsFilter, limit: number, offset: number) {
      return db
        .select({
          id: ledgerEntries.id,
          createdAt: ledgerEntries.createdAt,
          kind: ledgerEntries.kind,
          amountMinor: ledgerEntries.amountMinor,
          balanceAfterMinor: ledgerEntries.balanceAfterMinor,
          reference: ledgerEntries.reference,
          gameName: games.gameName,
        })
        .from(ledgerEntries)
        .leftJoin(games, gameOfEntry)
        .where(ledgerWhere(owner, filter))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
    },

    async ledgerTotals(owner: Owner, filter: RecordsFilter) {
      const amount = ledgerEntries.amountMinor;
      const [row] = await db
        .select({
          count: countAll,
          moneyIn: sumOf(sql`case when ${amount} > 0 then ${amount} end`),
          moneyOut: sumOf(sql`case when ${amount} < 0 then -${amount} end`),
        })
        .from(ledgerEntries)
        .where(ledgerWhere(owner, filter));
      return { count: row?.count ?? 0, moneyIn: BigInt(row?.moneyIn ?? 0), moneyOut: BigInt(row?.moneyOut ?? 0) };
    },

    /** Rounds, stake and payout per game type over the range. */
    async playByGameType(owner: Owner, filter: RecordsFilter) {
      const rows = await db
        .select({
          gameType: rounds.gameType,
          rounds: countAll,
          stake: sumOf(rounds.stakeMinor),
          payout: sumOf(rounds.payoutMinor),
        })
        .from(rounds)
        .where(roundsWhere(owner, filter))
        .groupBy(rounds.gameType)
        .orderBy(rounds.gameType);
      return rows.map((row) => ({ ...row, stake: BigInt(row.stake), payout: BigInt(row.payout) }));
    },

    /** The signed sum of each kind of ledger row over the range (whatever its game). */
    async sumsByKind(owner: Owner, filter: RecordsFilter): Promise<Map<LedgerKind, bigint>> {
      const rows = await db
        .select({ kind: ledgerEntries.kind, sum: sumOf(ledgerEntries.amountMinor) })
        .from(ledgerEntries)
        .where(ledgerWhere(owner, { from: filter.from, to: filter.to }))
        .groupBy(ledgerEntries.kind);
      return new Map(rows.map((row) => [row.kind, BigInt(row.sum)]));
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
