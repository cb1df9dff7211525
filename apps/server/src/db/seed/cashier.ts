import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { paymentChannels } from '../schema/index';
import { DEMO_CHANNELS } from './cashier-data';

/** The demo payment channels, only for a merchant that has none yet (an operator's channels are kept). */
export async function seedCashier(db: Db, merchantCode: string): Promise<void> {
  const seeds = DEMO_CHANNELS[merchantCode];
  if (!seeds?.length) return;
  const [existing] = await db
    .select({ n: count() })
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantCode, merchantCode));
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(paymentChannels).values(seeds.map((seed) => ({ ...seed, merchantCode })));
}
