// Bench members: each with a large deposit and a session, made straight in the database before the server
// starts (PGlite allows one process at a time), without 1,000 argon2 hashes: every bench member shares one.
import { inArray } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app';
import { openDb, type Db } from '../apps/server/src/db/client';
import { members } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/lib/passwords';
import type { AuthContext } from '../apps/server/src/modules/auth/sessions.service';

export const BENCH_MERCHANT = 'LUCKYNOVA';
/** 1,000,000.00 each: the load never runs a wallet dry, so every bet really moves money. */
const DEPOSIT_MINOR = 100_000_000;

export interface FundedMembersOptions {
  pgliteDir: string;
  databaseUrl?: string | undefined;
  count: number;
  /** Usernames are the prefix and a number: each load has its own members. */
  prefix: string;
}

/**
 * `count` funded members with a session each; `prepare` (given the modules' services, the same wiring the
 * server uses) answers what to make for each member, e.g. a launch ticket.
 */
export async function prepareFundedMembers<T>(
  options: FundedMembersOptions,
  prepare: (services: App, db: Db) => Promise<(member: AuthContext) => Promise<T>>,
): Promise<T[]> {
  const handle = await openDb({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    const db = handle.db;
    const services = await buildApp({
      db: handle,
      logger: false,
      config: {
        DATA_DIR: `${options.pgliteDir}-data`,
        MESSAGE_OUTBOX: true,
        CATALOGUE_POLL_MS: 0,
        PROVIDER_RECONCILE_MS: 0,
      },
    });
    const each = await prepare(services, db);
    const names = Array.from({ length: options.count }, (_, i) => `${options.prefix}${String(i + 1).padStart(4, '0')}`);
    const passwordHash = await hashPassword('Bench1234');
    await db
      .insert(members)
      .values(
        names.map((username) => ({
          merchantCode: BENCH_MERCHANT,
          username,
          usernameKey: username,
          passwordHash,
          type: 0,
        })),
      )
      .onConflictDoNothing();
    const rows = await db.select().from(members).where(inArray(members.usernameKey, names));
    const made: T[] = [];
    for (const member of rows) {
      await services.wallet.apply({
        merchantCode: BENCH_MERCHANT,
        memberId: member.id,
        kind: 'deposit',
        amountMinor: DEPOSIT_MINOR,
        reference: 'bench-opening-deposit',
      });
      const session = await services.sessions.start(
        { ...member, firstTimeLogin: false },
        { ttlMinutes: 120, endOthers: false, ip: '127.0.0.1', userAgent: 'bench', country: '' },
      );
      made.push(await each(await services.sessions.resolve(session.token, BENCH_MERCHANT)));
    }
    await services.close();
    return made;
  } finally {
    await handle.close();
  }
}
