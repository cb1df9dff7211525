import { isGatewayKind } from '@lobby/contract/cashier';
import type { DepositOrder } from '@lobby/contract/deposits';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../lib/envelope';
import type { DepositsRepository, OrderView } from './deposits.repository';

/** The request header a member's app sends once per deposit it means to make (Stripe's convention). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const keySchema = z.string().regex(/^[\x21-\x7e]{1,100}$/);

/** The Idempotency-Key header: undefined when absent, request.invalid when not 1-100 printable ASCII characters. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  const parsed = keySchema.safeParse(value);
  if (!parsed.success) {
    throw new ApiError('request.invalid', 'Idempotency-Key: 1 to 100 printable ASCII characters', 'Idempotency-Key');
  }
  return parsed.data;
}

/** What makes two deposit requests the same: the channel, the amount as sent, the sender. */
export function requestHash(body: { channelId: number; amount: string; sender?: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify([body.channelId, body.amount, body.sender ?? null]))
    .digest('hex');
}

interface Deps {
  repository: DepositsRepository;
  /** The order as it is now (expired when overdue). */
  current: (merchantCode: string, orderNo: string) => Promise<OrderView>;
  toOrder: (found: OrderView) => DepositOrder;
}

/**
 * The answer to a request whose key the member already used within 24 hours: the first order when the body
 * is the same (deposit.key.reused when not); undefined for a key not used yet. A gateway order whose first
 * request is still asking the gateway has no payment page to give yet: deposit.key.busy, try again.
 */
export function createReplay({ repository, current, toOrder }: Deps) {
  return async function replay(memberId: number, key: string, hash: string): Promise<DepositOrder | undefined> {
    const earlier = await repository.byIdempotencyKey(memberId, key);
    if (!earlier) return undefined;
    if (earlier.requestHash !== hash) throw new ApiError('deposit.key.reused', undefined, 'Idempotency-Key');
    const found = await current(earlier.merchantCode, earlier.orderNo);
    const { order } = found;
    if (isGatewayKind(order.kind) && order.status === 'pending' && !order.paymentId) {
      throw new ApiError('deposit.key.busy');
    }
    return toOrder(found);
  };
}
