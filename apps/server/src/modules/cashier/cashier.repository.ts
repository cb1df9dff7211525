import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentChannels } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type ChannelRecord = typeof paymentChannels.$inferSelect;
export type Direction = ChannelRecord['direction'];
export type ChannelValues = Omit<
  typeof paymentChannels.$inferInsert,
  'id' | 'merchantCode' | 'createdAt' | 'updatedAt'
>;

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

    /** Every channel of a merchant, by direction when asked, in the operator's order. */
    all(merchantCode: string, direction?: Direction): Promise<ChannelRecord[]> {
      return db
        .select()
        .from(paymentChannels)
        .where(
          and(
            eq(paymentChannels.merchantCode, merchantCode),
            direction ? eq(paymentChannels.direction, direction) : undefined,
          ),
        )
        .orderBy(asc(paymentChannels.direction), asc(paymentChannels.sort), asc(paymentChannels.id));
    },

    async insert({ tx, merchantCode }: WriteScope, values: ChannelValues): Promise<ChannelRecord> {
      const [row] = await tx
        .insert(paymentChannels)
        .values({ ...values, merchantCode })
        .returning();
      return row!;
    },

    /** The channel as it stands, locked for the change that follows (in the write's transaction). */
    async lock({ tx, merchantCode }: WriteScope, id: number): Promise<ChannelRecord | undefined> {
      const [row] = await tx
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.id, id)))
        .for('update');
      return row;
    },

    async update({ tx, merchantCode }: WriteScope, id: number, values: Partial<ChannelValues>) {
      const [row] = await tx
        .update(paymentChannels)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.id, id)))
        .returning();
      return row;
    },
  };
}
export type CashierRepository = ReturnType<typeof createCashierRepository>;
