// Bench players for the bet load: members with a large deposit, a session and a launch ticket for
// an in-house slot each. Made straight in the database before the server starts (PGlite allows
// one process at a time), without 1,000 argon2 hashes: every bench player shares one hash.
import { openDb } from '../apps/server/src/db/client';
import { games, members } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { buildApp } from '../apps/server/src/app';
import { and, eq, inArray } from 'drizzle-orm';

const MERCHANT = 'LUCKYNOVA';
/** 1,000,000.00 each: the load never runs a wallet dry, so every bet is a real debit. */
const DEPOSIT_MINOR = 100_000_000;

export interface BetPlayers {
  /** One launch ticket per player, for an in-house slot. */
  tickets: string[];
}

export async function prepareBetPlayers(options: {
  pgliteDir: string;
  databaseUrl?: string | undefined;
  count: number;
}): Promise<BetPlayers> {
  const handle = await openDb({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    const db = handle.db;
    // The modules' services, without listening: the same wiring the server uses.
    const services = await buildApp({
      db: handle,
      logger: false,
      config: { DATA_DIR: `${options.pgliteDir}-data`, MESSAGE_OUTBOX: true, CATALOGUE_POLL_MS: 0 },
    });
    const [slot] = await db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.merchantCode, MERCHANT), eq(games.engine, 'slot')))
      .limit(1);
    if (!slot) throw new Error('no in-house slot in the bench catalogue');
    const names = Array.from({ length: options.count }, (_, i) => `bench${String(i + 1).padStart(4, '0')}`);
    const passwordHash = await hashPassword('Bench1234');
    await db
      .insert(members)
      .values(
        names.map((username) => ({ merchantCode: MERCHANT, username, usernameKey: username, passwordHash, type: 0 })),
      )
      .onConflictDoNothing();
    const rows = await db.select().from(members).where(inArray(members.usernameKey, names));
    const tickets: string[] = [];
    for (const member of rows) {
      await services.wallet.apply({
        merchantCode: MERCHANT,
        memberId: member.id,
        kind: 'deposit',
        amountMinor: DEPOSIT_MINOR,
        reference: 'bench-opening-deposit',
      });
      const session = await services.sessions.start(
        { ...member, firstTimeLogin: false },
        {
          ttlMinutes: 120,
          endOthers: false,
          ip: '127.0.0.1',
          userAgent: 'bench',
          country: '',
        },
      );
      const context = await services.sessions.resolve(session.token, MERCHANT);
      const launch = await services.play.launch(context, { nodeId: slot.nodeId, mode: 'real' });
      const ticket = new URLSearchParams(launch.url.split('#')[1]).get('ticket');
      if (!ticket) throw new Error('launch gave no ticket');
      tickets.push(ticket);
    }
    await services.close();
    return { tickets };
  } finally {
    await handle.close();
  }
}
