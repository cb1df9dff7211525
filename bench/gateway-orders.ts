// Pending gateway deposit orders for the callback load, made straight in the database before the server
// starts (PGlite allows one process at a time): each gets its own payment id, as the gateway would give.
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { openDb } from '../apps/server/src/db/client';
import { depositOrders, members, paymentChannels } from '../apps/server/src/db/schema/index';

const MERCHANT = 'LUCKYNOVA';
const MEMBERS = 200;
/** 10.00 each, in the merchant's USD. */
export const ORDER_AMOUNT = '10.00';
const AMOUNT_MINOR = 1000;
const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export interface GatewayOrder {
  orderNo: string;
  paymentId: string;
}

export interface GatewayOrders {
  channelId: number;
  orders: GatewayOrder[];
}

const orderNo = () => `D${Array.from({ length: 9 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('')}`;

export async function prepareGatewayOrders(options: {
  pgliteDir: string;
  databaseUrl?: string | undefined;
  count: number;
}): Promise<GatewayOrders> {
  const handle = await openDb({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir });
  try {
    const db = handle.db;
    const [channel] = await db
      .select({ id: paymentChannels.id })
      .from(paymentChannels)
      .where(
        and(
          eq(paymentChannels.merchantCode, MERCHANT),
          eq(paymentChannels.direction, 'deposit'),
          eq(paymentChannels.kind, 'gateway'),
        ),
      )
      .limit(1);
    if (!channel) throw new Error('no gateway channel in the bench seed');
    const names = Array.from({ length: MEMBERS }, (_, i) => `payer${String(i + 1).padStart(4, '0')}`);
    await db
      .insert(members)
      .values(names.map((username) => ({ merchantCode: MERCHANT, username, usernameKey: username, type: 0 })))
      .onConflictDoNothing();
    const payers = await db.select({ id: members.id }).from(members).where(inArray(members.usernameKey, names));
    const orders = Array.from({ length: options.count }, () => ({
      orderNo: orderNo(),
      paymentId: `bench-${orderNo()}`,
    }));
    const expiresAt = new Date(Date.now() + 6 * 3600_000);
    for (let from = 0; from < orders.length; from += 500) {
      await db.insert(depositOrders).values(
        orders.slice(from, from + 500).map((order, i) => ({
          merchantCode: MERCHANT,
          memberId: payers[(from + i) % payers.length]!.id,
          orderNo: order.orderNo,
          channelId: channel.id,
          kind: 'gateway',
          currency: 'USD',
          amountMinor: AMOUNT_MINOR,
          feeMinor: 0,
          creditMinor: AMOUNT_MINOR,
          paymentId: order.paymentId,
          expiresAt,
        })),
      );
    }
    return { channelId: channel.id, orders };
  } finally {
    await handle.close();
  }
}
