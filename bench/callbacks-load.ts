// Gateway callbacks (protocol signed-http v1): a signed "paid" for each pending order, every one a first
// credit (the order's state change, its ledger row and its turnover requirement in one transaction); then
// the same callbacks again, the duplicates gateways send, each recorded and answered without moving money.
import { DEPOSIT_CALLBACK_PREFIX } from '@lobby/contract/core';
import { sandboxSecret, signedHeaders } from '../apps/server/src/modules/deposits/gateways/signing';
import { measure, type LoadFigures, type LoadOptions } from './api-load';
import { ORDER_AMOUNT, type GatewayOrders } from './gateway-orders';

const MERCHANT = 'LUCKYNOVA';

export interface CallbackFigures {
  first: LoadFigures;
  repeated: LoadFigures;
  orders: number;
}

function callbackRequest(path: string, secret: string, order: GatewayOrders['orders'][number]) {
  const now = new Date();
  const body = JSON.stringify({
    event: 'payment.updated',
    paymentId: order.paymentId,
    reference: order.orderNo,
    amount: ORDER_AMOUNT,
    currency: 'USD',
    status: 'paid',
    paidAt: now.toISOString(),
    sentAt: now.toISOString(),
  });
  return {
    path,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...signedHeaders(MERCHANT, secret, body, now) },
    body,
  };
}

export async function runCallbacksLoad(
  base: string,
  { channelId, orders }: GatewayOrders,
  sandboxKey: string,
  options: LoadOptions,
): Promise<CallbackFigures> {
  const path = `${DEPOSIT_CALLBACK_PREFIX}/${MERCHANT}/${channelId}`;
  const secret = sandboxSecret(sandboxKey, MERCHANT);
  const run = async () => {
    let turn = 0;
    return measure(base, () => callbackRequest(path, secret, orders[turn++ % orders.length]!), {
      ...options,
      amount: orders.length,
    });
  };
  const first = await run();
  const repeated = await run();
  return { first, repeated, orders: orders.length };
}
