import { formatAmount, isGatewayKind } from '@lobby/contract/cashier';
import type { DepositOrder } from '@lobby/contract/deposits';
import type { OrderView } from './deposits.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An order as its member sees it: amounts in the order's currency. */
export function toPlayerOrder({ order, channelNames, feeRule }: OrderView): DepositOrder {
  const money = (minor: number) => formatAmount(minor, order.currency);
  const manual = !isGatewayKind(order.kind);
  return {
    orderNo: order.orderNo,
    channelId: order.channelId,
    kind: order.kind,
    manual,
    channelNames,
    status: order.status,
    currency: order.currency,
    amount: money(order.amountMinor),
    fee: money(order.feeMinor),
    feeRule,
    credit: money(order.creditMinor),
    receivingAccount: manual ? order.receivingAccount : null,
    sender: order.sender,
    hasReceipt: order.receiptKey !== null,
    payUrl: order.payUrl,
    qrData: order.qrData,
    reason: order.reason,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    creditedAt: iso(order.creditedAt),
  };
}
