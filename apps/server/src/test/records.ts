// Test helpers for the records pages: rounds and ledger rows at chosen times, for a chosen member.
import { randomUUID } from 'node:crypto';
import type { LedgerKind } from '@lobby/contract/wallet';
import { and, eq, sql } from 'drizzle-orm';
import { gameTickets, ledgerEntries, rounds, sessions } from '../db/schema/index';
import type { TestApp } from './app';
import { DEFAULT_MERCHANT } from './account-records';
import { KENO_NODE_ID } from '../db/seed/inhouse';

export interface Player {
  memberId: number;
  token: string;
  /** A real-money launch ticket of the member's session (rounds need one). */
  ticketId: number;
}

/** A member's id and a launch ticket of their newest session. */
export async function playerOf(t: TestApp, username: string, token: string): Promise<Player> {
  const db = t.db.handle.db;
  const member = await t.app.members.repository.findByUsername(DEFAULT_MERCHANT, username);
  if (!member) throw new Error(`no member ${username}`);
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.memberId, member.id))
    .orderBy(sql`${sessions.id} desc`)
    .limit(1);
  if (!session) throw new Error(`no session of ${username}`);
  const [ticket] = await db
    .insert(gameTickets)
    .values({
      ticketHash: randomUUID(),
      merchantCode: DEFAULT_MERCHANT,
      memberId: member.id,
      sessionId: session.id,
      nodeId: KENO_NODE_ID,
      adapter: 'inhouse',
      mode: 'real',
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: gameTickets.id });
  if (!ticket) throw new Error('no ticket');
  return { memberId: member.id, token, ticketId: ticket.id };
}

export interface RoundSpec {
  at: string;
  stake: number;
  payout: number;
  nodeId: string;
  gameType: string;
  mode?: 'real' | 'free';
}

/** A settled round written straight to the table (its ledger rows are not: records read rounds). */
export async function addRound(t: TestApp, player: Player, spec: RoundSpec): Promise<string> {
  const roundId = randomUUID();
  await t.db.handle.db.insert(rounds).values({
    roundId,
    merchantCode: DEFAULT_MERCHANT,
    memberId: player.memberId,
    ticketId: player.ticketId,
    nodeId: spec.nodeId,
    gameType: spec.gameType,
    engine: 'keno',
    mode: spec.mode ?? 'real',
    stakeMinor: spec.stake,
    payoutMinor: spec.payout,
    requestKey: `stake:${spec.stake}`,
    outcome: {},
    seed: 'seed',
    balanceAfterMinor: 0,
    createdAt: new Date(spec.at),
  });
  return roundId;
}

export interface EntrySpec {
  at: string;
  kind: LedgerKind;
  amount: number;
  reference: string;
  gameType?: string;
  nodeId?: string;
}

/** A balance change through the wallet, then moved to the chosen time. */
export async function addEntry(t: TestApp, player: Player, spec: EntrySpec): Promise<void> {
  const { at, amount, ...rest } = spec;
  await t.app.wallet.apply({
    ...rest,
    merchantCode: DEFAULT_MERCHANT,
    memberId: player.memberId,
    amountMinor: amount,
  });
  await t.db.handle.db
    .update(ledgerEntries)
    .set({ createdAt: new Date(at) })
    .where(
      and(
        eq(ledgerEntries.memberId, player.memberId),
        eq(ledgerEntries.kind, spec.kind),
        eq(ledgerEntries.reference, spec.reference),
      ),
    );
}

/** A query string with from/to (ISO instants) and any other fields, encoded as the web sends it. */
export function rangeQuery(from: string, to: string, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ from, to });
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}
