import { isGatewayKind, parseAmount } from '@lobby/contract/cashier';
import type { ErrorCode } from '@lobby/contract/core';
import type { DepositStatus } from '@lobby/contract/deposits';
import { ApiError } from '../../lib/envelope';
import type { CashierService } from '../cashier/cashier.service';
import type { DepositsRepository, OrderRow } from './deposits.repository';
import type { DepositsService } from './deposits.service';
import { adapterFor, type SandboxSettings } from './gateways/adapters';
import { GatewayUnavailable, type GatewayAdapter, type GatewayCallback, type GatewayStatus } from './gateways/gateway';

/** What we did with a callback we accepted (answered 2xx). */
export type CallbackOutcome = 'credited' | 'applied' | 'ignored';

/** The order state a gateway's final non-paid state closes a pending order with. */
const CLOSED_BY: Partial<Record<GatewayStatus, { to: DepositStatus; reason: string }>> = {
  failed: { to: 'rejected', reason: 'the payment failed at the gateway' },
  cancelled: { to: 'cancelled', reason: 'the payment was cancelled at the gateway' },
  expired: { to: 'expired', reason: 'the payment expired at the gateway' },
};
/** Every state but credited: a payment the gateway confirms paid is credited even after them (the money reached us). */
const UNCREDITED: readonly DepositStatus[] = ['pending', 'expired', 'cancelled', 'rejected'];

interface Deps {
  repository: DepositsRepository;
  deposits: DepositsService;
  cashier: CashierService;
  sandbox: SandboxSettings;
  now?: () => Date;
}

export interface ReceivedCallback {
  merchantCode: string;
  channelId: number;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/**
 * The gateway callback: verified, recorded (accepted or refused, and why), and applied at most
 * once. A paid callback on a pending order credits it; anything doubtful (a paid one on a closed
 * order, a failure that may be out of order) asks the gateway for the truth first.
 */
export function createCallbackHandler({ repository, deposits, cashier, sandbox, now = () => new Date() }: Deps) {
  async function credit(order: OrderRow, from: readonly DepositStatus[]): Promise<CallbackOutcome> {
    const credited = await repository.transaction((tx) => deposits.creditIn(tx, order, from));
    return credited ? 'credited' : 'ignored';
  }

  /** The gateway's own state of the payment decides (a failure to ask: the gateway retries later). */
  async function settleByTruth(adapter: GatewayAdapter, order: OrderRow, paymentId: string): Promise<CallbackOutcome> {
    const truth = await adapter.queryPayment(paymentId);
    if (!truth || truth.reference !== order.orderNo) return 'ignored';
    const amount = parseAmount(truth.amount, order.currency);
    const matches = 'minor' in amount && amount.minor === order.amountMinor && truth.currency === order.currency;
    if (truth.status === 'paid') return matches ? credit(order, UNCREDITED) : 'ignored';
    const closed = CLOSED_BY[truth.status];
    if (!closed || order.status !== 'pending') return 'ignored';
    const moved = await repository.transition(order, ['pending'], closed.to, { reason: closed.reason });
    return moved ? 'applied' : 'ignored';
  }

  async function apply(adapter: GatewayAdapter, order: OrderRow, callback: GatewayCallback): Promise<CallbackOutcome> {
    if (order.status === 'credited' || callback.status === 'pending') return 'ignored';
    if (callback.status === 'paid' && order.status === 'pending') return credit(order, ['pending']);
    return settleByTruth(adapter, order, order.paymentId ?? callback.paymentId);
  }

  /** The order this callback is about, or the reason it is refused. */
  async function orderFor(
    merchantCode: string,
    channelId: number,
    callback: GatewayCallback,
  ): Promise<OrderRow | ErrorCode> {
    const found = await repository.byOrderNo(merchantCode, callback.reference);
    if (!found || found.order.channelId !== channelId) return 'deposit.callback.unknown';
    const { order } = found;
    const amount = parseAmount(callback.amount, order.currency);
    const same =
      callback.currency === order.currency &&
      'minor' in amount &&
      amount.minor === order.amountMinor &&
      (order.paymentId === null || order.paymentId === callback.paymentId);
    return same ? order : 'deposit.callback.mismatch';
  }

  return async function handle({
    merchantCode,
    channelId,
    headers,
    rawBody,
  }: ReceivedCallback): Promise<CallbackOutcome> {
    const record = (outcome: string, detail: string, callback?: GatewayCallback) =>
      repository.recordCallback({
        merchantCode,
        channelId,
        reference: callback?.reference ?? null,
        paymentId: callback?.paymentId ?? null,
        status: callback?.status ?? null,
        outcome,
        detail,
        body: rawBody,
      });
    const refuse = async (code: ErrorCode, callback?: GatewayCallback): Promise<never> => {
      await record('refused', code, callback);
      throw new ApiError(code);
    };

    const channel = await cashier.anyChannel(merchantCode, channelId);
    if (!channel || !isGatewayKind(channel.kind)) return refuse('deposit.callback.unknown');
    let adapter: GatewayAdapter;
    try {
      adapter = adapterFor(merchantCode, channel.gateway, sandbox);
    } catch {
      return refuse('deposit.gateway.unavailable');
    }
    const check = adapter.verifyCallback(headers, rawBody, now());
    if (!check.ok) {
      const codes = {
        stale: 'deposit.callback.stale',
        body: 'deposit.callback.invalid',
        signature: 'deposit.callback.signature',
      } as const;
      return refuse(codes[check.problem]);
    }
    const { callback } = check;
    const order = await orderFor(merchantCode, channelId, callback);
    if (typeof order === 'string') return refuse(order, callback);
    try {
      const outcome = await apply(adapter, order, callback);
      await record(outcome, '', callback);
      return outcome;
    } catch (error) {
      await record(
        'failed',
        error instanceof GatewayUnavailable ? 'gateway query failed' : 'error while applying',
        callback,
      );
      if (error instanceof GatewayUnavailable) throw new ApiError('deposit.gateway.unavailable');
      throw error;
    }
  };
}
export type CallbackHandler = ReturnType<typeof createCallbackHandler>;
