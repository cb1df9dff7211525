// Bench players for the provider wallet: members with a large deposit, a session and a provider token
// (a launch ticket of a PG game) each. Made straight in the database before the server starts; the
// ticket is written directly, as a launch through the provider would write it, so no provider is needed.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { openDb } from '../apps/server/src/db/client';
import { games, members } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { randomToken, sha256 } from '../apps/server/src/lib/secrets';

export const PROVIDER_MERCHANT = 'LUCKYNOVA';
export const PROVIDER_CODE = 'PG';
/** 1,000,000.00 each: the load never runs a wallet dry, so every debit moves money. */
const DEPOSIT_MINOR = 100_000_000;

export interface ProviderPlayers {
  /** Per player: the provider token and our player id. */
  players: { token: string; playerId: string }[];
  gameCode: string;
}

export async function prepareProviderPlayers(options: {
  pgliteDir: string;
  databaseUrl?: string | undefined;
  count: number;
}): Promise<ProviderPlayers> {
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
    const [game] = await db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.merchantCode, PROVIDER_MERCHANT), eq(games.vassalage, PROVIDER_CODE), isNull(games.engine)))
      .limit(1);
    if (!game) throw new Error(`no ${PROVIDER_CODE} game in the bench catalogue`);
    const names = Array.from({ length: options.count }, (_, i) => `pwbench${String(i + 1).padStart(4, '0')}`);
    const passwordHash = await hashPassword('Bench1234');
    await db
      .insert(members)
      .values(
        names.map((username) => ({
          merchantCode: PROVIDER_MERCHANT,
          username,
          usernameKey: username,
          passwordHash,
          type: 0,
        })),
      )
      .onConflictDoNothing();
    const rows = await db.select().from(members).where(inArray(members.usernameKey, names));
    const players: ProviderPlayers['players'] = [];
    for (const member of rows) {
      await services.wallet.apply({
        merchantCode: PROVIDER_MERCHANT,
        memberId: member.id,
        kind: 'deposit',
        amountMinor: DEPOSIT_MINOR,
        reference: 'bench-opening-deposit',
      });
      const session = await services.sessions.start(
        { ...member, firstTimeLogin: false },
        { ttlMinutes: 120, endOthers: false, ip: '127.0.0.1', userAgent: 'bench', country: '' },
      );
      const context = await services.sessions.resolve(session.token, PROVIDER_MERCHANT);
      const token = randomToken();
      await services.play.repository.insertTicket({
        ticketHash: sha256(token),
        merchantCode: PROVIDER_MERCHANT,
        memberId: member.id,
        sessionId: context.sessionId,
        nodeId: game.nodeId,
        adapter: 'sandbox',
        mode: 'real',
        language: 'en',
        expiresAt: new Date(Date.now() + 120 * 60_000),
      });
      players.push({ token, playerId: String(member.id) });
    }
    await services.close();
    return { players, gameCode: game.nodeId };
  } finally {
    await handle.close();
  }
}
