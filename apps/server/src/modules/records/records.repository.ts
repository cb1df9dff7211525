import { and, desc, eq, gte, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { LedgerKind } from '@lobby/contract/wallet';
import type { Db } from '../../db/client';
import { games, ledgerEntries, providerRounds, providers, rounds } from '../../db/schema/index';

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

/**
 * Every round the member played: the in-house rounds and the external providers' rounds (a provider's
 * round counts from its first bet; one whose bets were all refused or refunded moved nothing and is left out).
 */
function playedRounds(db: Db) {
  return unionAll(
    db
      .select({
        id: rounds.id,
        roundId: rounds.roundId,
        merchantCode: rounds.merchantCode,
        memberId: rounds.memberId,
        nodeId: rounds.nodeId,
        gameType: rounds.gameType,
        mode: rounds.mode,
        stakeMinor: rounds.stakeMinor,
        payoutMinor: rounds.payoutMinor,
        createdAt: rounds.createdAt,
      })
      .from(rounds),
    db
      .select({
        id: providerRounds.id,
        roundId: providerRounds.roundId,
        merchantCode: providerRounds.merchantCode,
        memberId: providerRounds.memberId,
        nodeId: providerRounds.nodeId,
        gameType: providerRounds.gameType,
        mode: providerRounds.mode,
        stakeMinor: providerRounds.stakeMinor,
        payoutMinor: providerRounds.payoutMinor,
        createdAt: providerRounds.openedAt,
      })
      .from(providerRounds)
      .where(ne(providerRounds.status, 'cancelled')),
  ).as('played');
}
type Played = ReturnType<typeof playedRounds>;

/** The member's real-money rounds in the range (free play is never money). */
function roundsWhere(played: Played, owner: Owner, filter: RecordsFilter): SQL | undefined {
  return and(
    eq(played.memberId, owner.memberId),
    eq(played.merchantCode, owner.merchantCode),
    eq(played.mode, 'real'),
    gte(played.createdAt, filter.from),
    lt(played.createdAt, filter.to),
    filter.gameType ? eq(played.gameType, filter.gameType) : undefined,
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
  const played = playedRounds(db);
  const gameOfRound = and(eq(games.merchantCode, played.merchantCode), eq(games.nodeId, played.nodeId));
  const providerOfGame = and(eq(providers.merchantCode, games.merchantCode), eq(providers.vassalage, games.vassalage));
  const gameOfEntry = and(eq(games.merchantCode, ledgerEntries.merchantCode), eq(games.nodeId, ledgerEntries.nodeId));

  return {
    async betPage(owner: Owner, filter: RecordsFilter, limit: number, offset: number) {
      return db
        .select({
          roundId: played.roundId,
          createdAt: played.createdAt,
          nodeId: played.nodeId,
          gameType: played.gameType,
          gameName: games.gameName,
          vassalage: games.vassalage,
          displayName: providers.displayName,
          stakeMinor: played.stakeMinor,
          payoutMinor: played.payoutMinor,
        })
        .from(played)
        .leftJoin(games, gameOfRound)
        .leftJoin(providers, providerOfGame)
        .where(roundsWhere(played, owner, filter))
        .orderBy(desc(played.createdAt), desc(played.id))
        .limit(limit)
        .offset(offset);
    },

    async betTotals(owner: Owner, filter: RecordsFilter) {
      const [row] = await db
        .select({ count: countAll, stake: sumOf(played.stakeMinor), payout: sumOf(played.payoutMinor) })
        .from(played)
        .where(roundsWhere(played, owner, filter));
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
          gameType: played.gameType,
          rounds: countAll,
          stake: sumOf(played.stakeMinor),
          payout: sumOf(played.payoutMinor),
        })
        .from(played)
        .where(roundsWhere(played, owner, filter))
        .groupBy(played.gameType)
        .orderBy(played.gameType);
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
