import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema/index';

/** How long a browser stays known after its last good login. */
export const KNOWN_DEVICE_DAYS = 180;

const expiry = () => new Date(Date.now() + KNOWN_DEVICE_DAYS * 24 * 60 * 60_000);

export function createKnownDevicesRepository(db: Db) {
  return {
    /** The member a live device token hash belongs to. */
    async memberOf(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: knownDevices.memberId })
        .from(knownDevices)
        .where(and(eq(knownDevices.tokenHash, tokenHash), gt(knownDevices.expiresAt, new Date())));
      return row?.memberId;
    },

    /** Remember (or keep remembering) a device of a member; its stale devices go. */
    async remember(memberId: number, tokenHash: string): Promise<void> {
      await db
        .insert(knownDevices)
        .values({ tokenHash, memberId, expiresAt: expiry() })
        .onConflictDoUpdate({ target: knownDevices.tokenHash, set: { expiresAt: expiry() } });
      await db
        .delete(knownDevices)
        .where(and(eq(knownDevices.memberId, memberId), lt(knownDevices.expiresAt, new Date())));
    },
  };
}
export type KnownDevicesRepository = ReturnType<typeof createKnownDevicesRepository>;
