import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentChannels } from '../../db/schema/index';

export type ChannelRecord = typeof paymentChannels.$inferSelect;
export type Direction = ChannelRecord['direction'];

/** Payment channels: the only place the cashier module touches the database. */
export function createCashierRepository(db: Db) {
  return {
    /** A merchant's channels of one direction, in the operator's order (disabled ones too). */
    channels(merchantCode: string, direction: Direction): Promise<ChannelRecord[]> {
      return db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.direction, direction)))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    },

    async channel(merchantCode: string, id: number): Promise<ChannelRecord | undefined> {
      const [row] = await db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.id, id)));
      return row;
    },
  };
}
export type CashierRepository = ReturnType<typeof createCashierRepository>;
