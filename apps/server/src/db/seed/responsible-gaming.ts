import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { members, rgEvents, rgExclusions, rgLimits, rgProfiles } from '../schema/index';
import { DEFAULT_MERCHANT_CODE } from './merchants-data';

/** The demo member whose responsible-gaming settings the console's member page shows. */
export const RG_DEMO_MEMBER = 'rgdemo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A careful player: deposit, loss and session limits (one raise still in its cooling-off), a
 * 30-minute reality check and a week's time-out taken last month. Once: kept as it is after that.
 */
export async function seedResponsibleGaming(db: Db, merchantCode: string, now = new Date()): Promise<void> {
  if (merchantCode !== DEFAULT_MERCHANT_CODE) return;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, RG_DEMO_MEMBER)));
  if (!member) return;
  const [existing] = await db
    .select({ id: rgLimits.id })
    .from(rgLimits)
    .where(eq(rgLimits.memberId, member.id))
    .limit(1);
  if (existing) return;
  const memberId = member.id;
  const at = (ms: number) => new Date(now.getTime() + ms);
  const limit = (kind: string, period: string, amountMinor: number, pending?: { minor: number; at: Date }) => ({
    merchantCode,
    memberId,
    kind,
    period,
    amountMinor,
    pendingMinor: pending?.minor ?? null,
    pendingAt: pending?.at ?? null,
  });
  await db
    .insert(rgLimits)
    .values([
      limit('deposit', 'day', 20_000),
      limit('deposit', 'week', 100_000, { minor: 200_000, at: at(12 * HOUR) }),
      limit('loss', 'month', 50_000),
      limit('session', 'session', 120),
    ]);
  await db
    .insert(rgProfiles)
    .values({ merchantCode, memberId, realityCheckMinutes: 30, depositPromptAt: at(-45 * DAY) });
  const [timeOut] = await db
    .insert(rgExclusions)
    .values({
      merchantCode,
      memberId,
      kind: 'time_out',
      duration: '7d',
      startsAt: at(-40 * DAY),
      endsAt: at(-33 * DAY),
    })
    .returning({ id: rgExclusions.id });
  const event = (action: string, detail: Record<string, unknown>, ago: number) => ({
    merchantCode,
    memberId,
    action,
    detail,
    createdAt: at(-ago),
  });
  await db.insert(rgEvents).values([
    event('limit.set', { kind: 'deposit', period: 'day', amount: '200.00' }, 45 * DAY),
    event('limit.set', { kind: 'deposit', period: 'week', amount: '1000.00' }, 45 * DAY - HOUR),
    event('time-out.start', { id: timeOut?.id, duration: '7d', endsAt: at(-33 * DAY).toISOString() }, 40 * DAY),
    event('limit.set', { kind: 'loss', period: 'month', amount: '500.00' }, 20 * DAY),
    event('limit.set', { kind: 'session', period: 'session', minutes: 120 }, 20 * DAY - HOUR),
    event('reality-check.set', { minutes: 30 }, 20 * DAY - 2 * HOUR),
    event(
      'limit.set',
      {
        kind: 'deposit',
        period: 'week',
        amount: '1000.00',
        pending: '2000.00',
        effectiveAt: at(12 * HOUR).toISOString(),
      },
      12 * HOUR,
    ),
  ]);
}
