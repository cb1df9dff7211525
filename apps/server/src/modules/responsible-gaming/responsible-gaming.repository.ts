import { and, desc, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import {
  depositOrders,
  gameTickets,
  ledgerEntries,
  members,
  merchants,
  rgEvents,
  rgExclusions,
  rgLimits,
  rgProfiles,
  sessions,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../db/transaction';
import { forfeitPendingClaims } from '../rewards/rewards.repository';
import { lockWallet } from '../wallet/wallet.repository';

export type LimitRow = typeof rgLimits.$inferSelect;
export type ExclusionRow = typeof rgExclusions.$inferSelect;
export type NewExclusion = typeof rgExclusions.$inferInsert;
export type EventRow = typeof rgEvents.$inferSelect;

/** Period starts (UTC instants) of the merchant's day, week and month. */
export interface PeriodStarts {
  day: Date;
  week: Date;
  month: Date;
}
export type Usage = Record<'deposit' | 'loss' | 'wager', Record<keyof PeriodStarts, number>>;

/** The member as an exclusion matches them across a merchant group. */
export interface MemberIdentity {
  id: number;
  merchantCode: string;
  email: string;
  mobile: string;
}

/**
 * Broadcasts (the operator's marketing to everyone) sent while the member was self-excluded: the
 * inbox leaves them out, so marketing stops for the exclusion and never catches up afterwards.
 */
export function sentDuringSelfExclusion(memberId: number, sentAt: SQLWrapper): SQL {
  return sql`exists (select 1 from ${rgExclusions} x where x.member_id = ${memberId} and x.kind = 'self_exclusion'
    and ${sentAt} >= x.starts_at and (x.resume_at is null or ${sentAt} < x.resume_at))`;
}

/**
 * The member's e-mail and mobile (dialing code and number) as a group exclusion matches them: only once
 * verified with a code (security centre), '' otherwise, so an address typed at registration matches nobody.
 */
const verifiedEmail = sql<string>`case when ${members.emailVerifiedAt} is null then '' else lower(${members.email}) end`;
const verifiedMobile = sql<string>`case when ${members.mobileVerifiedAt} is null or ${members.mobileNum} = '' then ''
  else ${members.countryDialingCode} || ${members.mobileNum} end`;

const sum = (filter: SQL) => sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${filter}), 0)`;

const since = (column: SQLWrapper, start: Date) => sql`${column} >= ${start.toISOString()}::timestamptz`;
type Periods = [keyof PeriodStarts, Date][];

/** Net results (bets and wins) and stakes of the member since each period's start. */
const ledgerSums = (memberId: number, periods: Periods, oldest: Date) =>
  sql`select ${sql.join(
    periods.flatMap(([name, start]) => [
      sql`${sum(sql`${ledgerEntries.kind} in ('bet', 'win') and ${since(ledgerEntries.createdAt, start)}`)} as ${sql.raw(`net_${name}`)}`,
      sql`${sum(sql`${ledgerEntries.kind} = 'bet' and ${since(ledgerEntries.createdAt, start)}`)} as ${sql.raw(`bet_${name}`)}`,
    ]),
    sql`, `,
  )} from ${ledgerEntries} where ${ledgerEntries.memberId} = ${memberId} and ${since(ledgerEntries.createdAt, oldest)}`;

/** The member's deposit orders (pending or credited) since each period's start. */
const depositSums = (memberId: number, periods: Periods, oldest: Date) =>
  sql`select ${sql.join(
    periods.map(
      ([name, start]) =>
        sql`coalesce(sum(${depositOrders.amountMinor}) filter (where ${since(depositOrders.createdAt, start)}), 0) as ${sql.raw(`dep_${name}`)}`,
    ),
    sql`, `,
  )} from ${depositOrders} where ${depositOrders.memberId} = ${memberId}
    and ${depositOrders.status} in ('pending', 'credited') and ${since(depositOrders.createdAt, oldest)}`;

/**
 * An exclusion (joined with the member as `members`) in force at `now`: the member's own, or in a merchant group
 * a self-exclusion of anyone with the same verified e-mail or mobile there; a time-out until it ends, a
 * self-exclusion until play resumes.
 */
function inForceFor(group: string | null, now: Date): SQL {
  const at = now.toISOString();
  const sameGroup = group
    ? sql`(${rgExclusions.groupKey} = ${group} and ${rgExclusions.kind} = 'self_exclusion' and (
        (${verifiedEmail} <> '' and ${rgExclusions.email} = ${verifiedEmail})
        or (${verifiedMobile} <> '' and ${rgExclusions.mobile} = ${verifiedMobile})))`
    : sql`false`;
  return sql`(${rgExclusions.memberId} = ${members.id} or ${sameGroup})
    and (case when ${rgExclusions.kind} = 'time_out' then ${rgExclusions.endsAt} > ${at}::timestamptz
      else ${rgExclusions.resumeAt} is null or ${rgExclusions.resumeAt} > ${at}::timestamptz end)`;
}

export function createResponsibleGamingRepository(db: Db) {
  return {
    async identity(memberId: number): Promise<MemberIdentity | undefined> {
      const [row] = await db
        .select({
          id: members.id,
          merchantCode: members.merchantCode,
          email: verifiedEmail,
          mobile: verifiedMobile,
        })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    limits(memberId: number, on: DbOrTx = db): Promise<LimitRow[]> {
      return on.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));
    },

    async saveLimit(
      tx: Tx,
      row: Pick<
        LimitRow,
        'merchantCode' | 'memberId' | 'kind' | 'period' | 'amountMinor' | 'pendingMinor' | 'pendingAt'
      >,
    ): Promise<void> {
      const { merchantCode, memberId, kind, period, amountMinor, pendingMinor, pendingAt } = row;
      await tx
        .insert(rgLimits)
        .values({ merchantCode, memberId, kind, period, amountMinor, pendingMinor, pendingAt })
        .onConflictDoUpdate({
          target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
          set: { amountMinor, pendingMinor, pendingAt, updatedAt: sql`now()` },
        });
    },

    async profile(memberId: number) {
      const [row] = await db.select().from(rgProfiles).where(eq(rgProfiles.memberId, memberId));
      return row;
    },

    async saveProfile(
      tx: Tx,
      merchantCode: string,
      memberId: number,
      set: { realityCheckMinutes?: number | null; depositPromptAt?: Date },
    ): Promise<void> {
      await tx
        .insert(rgProfiles)
        .values({ merchantCode, memberId, ...set })
        .onConflictDoUpdate({ target: rgProfiles.memberId, set });
    },

    /**
     * Exclusions still in force at `now` for this member, or, in a merchant group, for anyone with
     * the same e-mail or mobile number there: a time-out until it ends, a self-exclusion until play
     * resumes. Newest first.
     */
    async inForce(memberId: number, group: string | null, now: Date, on: DbOrTx = db): Promise<ExclusionRow[]> {
      return on
        .select(getTableColumns(rgExclusions))
        .from(rgExclusions)
        .innerJoin(members, eq(members.id, memberId))
        .where(inForceFor(group, now))
        .orderBy(desc(rgExclusions.startsAt));
    },

    /**
     * True (as SQL, for a bet path's own statement) when a bet of the member needs the full check: they have a
     * limit row, or an exclusion in force (inForce's rule). A member with neither passes every bet check.
     */
    betCheckNeeded(memberId: number, group: string | null, now: Date): SQL {
      return sql`(exists (select 1 from ${rgLimits} where ${rgLimits.memberId} = ${memberId}::int)
        or exists (select 1 from ${rgExclusions} inner join ${members} on ${members.id} = ${memberId}::int
          where ${inForceFor(group, now)}))`;
    },

    /** Every exclusion of the member, newest first (the operator's view). */
    exclusions(merchantCode: string, memberId: number): Promise<ExclusionRow[]> {
      return db
        .select()
        .from(rgExclusions)
        .where(and(eq(rgExclusions.merchantCode, merchantCode), eq(rgExclusions.memberId, memberId)))
        .orderBy(desc(rgExclusions.startsAt));
    },

    /** A new exclusion; a self-exclusion forfeits the member's pending reward claims in the same transaction. */
    async insertExclusion(tx: Tx, row: NewExclusion): Promise<ExclusionRow> {
      const [inserted] = await tx.insert(rgExclusions).values(row).returning();
      if (!inserted) throw new Error('exclusion insert returned nothing');
      if (row.kind === 'self_exclusion') await forfeitPendingClaims(tx, row.memberId, 'Forfeited: self-exclusion');
      return inserted;
    },

    async requestResume(tx: Tx, id: number, requestedAt: Date, resumeAt: Date): Promise<void> {
      await tx
        .update(rgExclusions)
        .set({ resumeRequestedAt: requestedAt, resumeAt })
        .where(and(eq(rgExclusions.id, id), sql`${rgExclusions.resumeRequestedAt} is null`));
    },

    async addEvent(tx: Tx, event: Pick<EventRow, 'merchantCode' | 'memberId' | 'action' | 'detail'>): Promise<void> {
      await tx.insert(rgEvents).values(event);
    },

    events(merchantCode: string, memberId: number, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(rgEvents)
        .where(and(eq(rgEvents.merchantCode, merchantCode), eq(rgEvents.memberId, memberId)))
        .orderBy(desc(rgEvents.createdAt), desc(rgEvents.id))
        .limit(limit);
    },

    /**
     * Deposits (ordered or credited), net losses and stakes since each period's start. `only` reads one
     * side, one query instead of two: a bet's check needs the ledger's sums, a deposit's the orders'
     * (the other side reads as zero).
     */
    async usage(memberId: number, starts: PeriodStarts, on: DbOrTx = db, only?: 'play' | 'deposits'): Promise<Usage> {
      const periods = Object.entries(starts) as [keyof PeriodStarts, Date][];
      const oldest = starts.month < starts.week ? starts.month : starts.week;
      const read = (query: SQL) => queryRows<Record<string, string>>(on, query);
      const [ledger] = only === 'deposits' ? [] : await read(ledgerSums(memberId, periods, oldest));
      const [deposits] = only === 'play' ? [] : await read(depositSums(memberId, periods, oldest));
      const value = (row: Record<string, string> | undefined, key: string) => Number(row?.[key] ?? 0);
      const per = (pick: (name: keyof PeriodStarts) => number) =>
        Object.fromEntries(periods.map(([name]) => [name, pick(name)])) as Record<keyof PeriodStarts, number>;
      return {
        deposit: per((name) => value(deposits, `dep_${name}`)),
        loss: per((name) => Math.max(0, -value(ledger, `net_${name}`))),
        wager: per((name) => -value(ledger, `bet_${name}`)),
      };
    },

    /** When the member's session started: the session itself, or the one a game ticket belongs to. */
    async sessionStart(by: { sessionId: number } | { ticketId: number }, on: DbOrTx = db): Promise<Date | undefined> {
      const query =
        'sessionId' in by
          ? on.select({ at: sessions.createdAt }).from(sessions).where(eq(sessions.id, by.sessionId))
          : on
              .select({ at: sessions.createdAt })
              .from(gameTickets)
              .innerJoin(sessions, eq(sessions.id, gameTickets.sessionId))
              .where(eq(gameTickets.id, by.ticketId));
      const [row] = await query;
      return row?.at;
    },

    /** Bets and wins since `from` (negative: a loss). */
    async netSince(memberId: number, from: Date): Promise<number> {
      const [row] = await db
        .select({ net: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.memberId, memberId),
            sql`${ledgerEntries.kind} in ('bet', 'win')`,
            sql`${ledgerEntries.createdAt} >= ${from.toISOString()}::timestamptz`,
          ),
        );
      return Number(row?.net ?? 0);
    },

    /** The merchants whose settings name this responsible-gaming group. */
    merchantsInGroup(group: string): Promise<{ code: string; name: string }[]> {
      return db
        .select({ code: merchants.code, name: merchants.name })
        .from(merchants)
        .where(sql`${merchants.settings} -> 'responsibleGaming' ->> 'group' = ${group}`)
        .orderBy(merchants.code);
    },

    /** Hold the member's wallet row until `tx` ends: their bets and deposit orders are checked one at a time. */
    lockMember(tx: Tx, merchantCode: string, memberId: number): Promise<void> {
      return lockWallet(tx, merchantCode, memberId);
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}
export type ResponsibleGamingRepository = ReturnType<typeof createResponsibleGamingRepository>;
