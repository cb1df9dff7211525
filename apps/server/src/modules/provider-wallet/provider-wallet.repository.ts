import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  gameTickets,
  games,
  members,
  providerConnections,
  providerRounds,
  providerTransactions,
  sessions,
  wallets,
  wins,
  type ProviderRound,
  type ProviderTransaction,
} from '../../db/schema/index';

export type NewProviderTransaction = typeof providerTransactions.$inferInsert;

/** What a provider's token (our launch ticket) stands for. `live`: the ticket and its session still are. */
export interface TokenView {
  ticketId: number;
  merchantCode: string;
  memberId: number;
  username: string;
  memberStatus: 'active' | 'disabled';
  mode: 'real' | 'free';
  language: string | null;
  nodeId: string;
  gameType: string;
  vassalage: string;
  live: boolean;
}

/** Whether a ticket and its session still are (a settlement may come after; a bet may not). */
const live = sql<boolean>`(${gameTickets.expiresAt} > now() and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`;

/** The rows a wallet call reads and writes, all inside the call's one transaction. */
export const walletRows = {
  /**
   * Lock the member's wallet for the rest of the transaction (made if missing) and answer its balance:
   * a member's calls run one after another, so checks and moves cannot interleave. Read in the same
   * statement, under the lock: whether the token is live, the member's status, and `flag` (an SQL condition).
   */
  async lockMember(
    tx: Db,
    token: Pick<TokenView, 'ticketId' | 'memberId' | 'merchantCode'>,
    flag: SQL = sql`false`,
  ): Promise<({ balance: number; flag: boolean } & Pick<TokenView, 'live' | 'memberStatus'>) | undefined> {
    const { memberId, merchantCode } = token;
    const lock = () =>
      tx
        .select({ balance: wallets.balanceMinor, flag: sql<boolean>`${flag}`, live, memberStatus: members.status })
        .from(wallets)
        .innerJoin(gameTickets, eq(gameTickets.id, token.ticketId))
        .innerJoin(sessions, eq(sessions.id, gameTickets.sessionId))
        .innerJoin(members, eq(members.id, wallets.memberId))
        .where(eq(wallets.memberId, memberId))
        .for('update', { of: wallets });
    let [row] = await lock();
    if (!row) {
      await tx.insert(wallets).values({ memberId, merchantCode }).onConflictDoNothing();
      [row] = await lock();
    }
    // No row: the ticket is gone (its member was deleted).
    return row && { ...row, flag: row.flag === true, live: row.live === true };
  },

  async balance(tx: Db, memberId: number): Promise<number> {
    const [row] = await tx
      .select({ balance: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, memberId));
    return row?.balance ?? 0;
  },

  async funBalance(tx: Db, ticketId: number): Promise<number> {
    const [row] = await tx
      .select({ balance: gameTickets.funBalanceMinor })
      .from(gameTickets)
      .where(eq(gameTickets.id, ticketId));
    return row?.balance ?? 0;
  },

  /** Move a free-play ticket's fun credits (never below zero: the caller checked under the lock). */
  async moveFun(tx: Db, ticketId: number, deltaMinor: number): Promise<number> {
    const [row] = await tx
      .update(gameTickets)
      .set({ funBalanceMinor: sql`${gameTickets.funBalanceMinor} + ${deltaMinor}` })
      .where(eq(gameTickets.id, ticketId))
      .returning({ balance: gameTickets.funBalanceMinor });
    return row?.balance ?? 0;
  },

  async transaction(
    tx: Db,
    key: { providerCode: string; merchantCode: string; transactionId: string },
  ): Promise<ProviderTransaction | undefined> {
    const [row] = await tx
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.providerCode, key.providerCode),
          eq(providerTransactions.merchantCode, key.merchantCode),
          eq(providerTransactions.transactionId, key.transactionId),
        ),
      );
    return row;
  },

  async insertTransaction(tx: Db, row: NewProviderTransaction): Promise<void> {
    await tx.insert(providerTransactions).values(row);
  },

  async markRolledBack(tx: Db, id: number): Promise<void> {
    await tx.update(providerTransactions).set({ rolledBack: true }).where(eq(providerTransactions.id, id));
  },

  async round(
    tx: Db,
    key: { providerCode: string; merchantCode: string; roundId: string },
  ): Promise<ProviderRound | undefined> {
    const [row] = await tx
      .select()
      .from(providerRounds)
      .where(
        and(
          eq(providerRounds.providerCode, key.providerCode),
          eq(providerRounds.merchantCode, key.merchantCode),
          eq(providerRounds.roundId, key.roundId),
        ),
      );
    return row;
  },

  async insertRound(tx: Db, row: typeof providerRounds.$inferInsert): Promise<void> {
    await tx.insert(providerRounds).values(row);
  },

  async updateRound(
    tx: Db,
    id: number,
    change: Partial<Pick<ProviderRound, 'stakeMinor' | 'payoutMinor' | 'status' | 'closedAt'>>,
  ): Promise<void> {
    await tx.update(providerRounds).set(change).where(eq(providerRounds.id, id));
  },

  /** The round's debits that moved money and were not rolled back. */
  async liveDebits(tx: Db, round: ProviderRound): Promise<ProviderTransaction[]> {
    return tx
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.providerCode, round.providerCode),
          eq(providerTransactions.merchantCode, round.merchantCode),
          eq(providerTransactions.roundId, round.roundId),
          eq(providerTransactions.kind, 'debit'),
          eq(providerTransactions.applied, true),
          eq(providerTransactions.rolledBack, false),
        ),
      );
  },

  async hasCredit(tx: Db, round: ProviderRound): Promise<boolean> {
    const [row] = await tx
      .select({ id: providerTransactions.id })
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.providerCode, round.providerCode),
          eq(providerTransactions.merchantCode, round.merchantCode),
          eq(providerTransactions.roundId, round.roundId),
          eq(providerTransactions.kind, 'credit'),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async boardWin(
    tx: Db,
    win: { merchantCode: string; username: string; nodeId: string; gameType: string; amountMinor: number },
  ) {
    await tx.insert(wins).values({
      merchantCode: win.merchantCode,
      customerName: win.username,
      nodeId: win.nodeId,
      gameType: win.gameType,
      winAmountMinor: BigInt(win.amountMinor),
    });
  },
};

function tokenQuery(db: Db) {
  return db
    .select({
      ticketId: gameTickets.id,
      merchantCode: gameTickets.merchantCode,
      memberId: gameTickets.memberId,
      username: members.username,
      memberStatus: members.status,
      mode: gameTickets.mode,
      language: gameTickets.language,
      nodeId: gameTickets.nodeId,
      gameType: games.gameType,
      vassalage: games.vassalage,
      live,
    })
    .from(gameTickets)
    .innerJoin(sessions, eq(sessions.id, gameTickets.sessionId))
    .innerJoin(members, eq(members.id, gameTickets.memberId))
    .innerJoin(games, and(eq(games.merchantCode, gameTickets.merchantCode), eq(games.nodeId, gameTickets.nodeId)));
}

/** The origins of every enabled provider connection: the game shell frames their pages (CSP frame-src). */
export async function enabledProviderOrigins(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ url: providerConnections.baseUrl })
    .from(providerConnections)
    .where(eq(providerConnections.enabled, true));
  const origins = new Set<string>();
  for (const { url } of rows) {
    if (URL.canParse(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export function createProviderWalletRepository(db: Db) {
  return {
    db,

    /** A token as the provider presents it, live or not (a settlement may come after the player left). */
    async token(ticketHash: string): Promise<TokenView | undefined> {
      const [row] = await tokenQuery(db).where(eq(gameTickets.ticketHash, ticketHash));
      return row;
    },

    /** The token a round was played with (reconciliation acts as its player). */
    async tokenById(ticketId: number): Promise<TokenView | undefined> {
      const [row] = await tokenQuery(db).where(eq(gameTickets.id, ticketId));
      return row;
    },

    async providerCodes(): Promise<string[]> {
      const rows = await db.selectDistinct({ code: providerConnections.providerCode }).from(providerConnections);
      return rows.map((row) => row.code);
    },

    async connectionByOperator(providerCode: string, operatorId: string) {
      const [row] = await db
        .select()
        .from(providerConnections)
        .where(and(eq(providerConnections.providerCode, providerCode), eq(providerConnections.operatorId, operatorId)));
      return row;
    },

    async connectionOf(merchantCode: string, providerCode: string) {
      const [row] = await db
        .select()
        .from(providerConnections)
        .where(
          and(eq(providerConnections.merchantCode, merchantCode), eq(providerConnections.providerCode, providerCode)),
        );
      return row;
    },
  };
}
export type ProviderWalletRepository = ReturnType<typeof createProviderWalletRepository>;
