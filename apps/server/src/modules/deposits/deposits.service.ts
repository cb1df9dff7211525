import { formatAmount, isGatewayKind } from '@lobby/contract/cashier';
import { DEPOSIT_CALLBACK_PREFIX } from '@lobby/contract/core';
import type { DepositCreate, DepositOrder, DepositsPage, DepositStatus } from '@lobby/contract/deposits';
import { depositCreateSchema } from '@lobby/contract/deposits';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../lib/envelope';
import type { FileStorage } from '../../lib/file-storage';
import { pageOffset } from '../../lib/paging';
import type { CheckedPicture } from '../../lib/picture-upload';
import type { AuthContext } from '../auth/sessions.service';
import { checkedAmount, newReference } from '../cashier/cashier-amount';
import type { CashierService } from '../cashier/cashier.service';
import type { Merchant } from '../site/merchant-directory';
import type { CreditedDeposit } from '../turnover/turnover.service';
import { createReplay, requestHash } from './deposit-idempotency';
import { adapterFor, type SandboxSettings } from './gateways/adapters';
import { GatewayUnavailable } from './gateways/gateway';
import { toPlayerOrder } from './deposit-views';
import type { DepositsRepository, OrderRow, OrderView } from './deposits.repository';

/** A credit listener runs inside the crediting transaction (turnover adds its requirement here). */
export type CreditListener = (event: CreditedDeposit) => Promise<void> | void;

/** Who asks and where: gateway callbacks and the member's return land on `origin` (one of the merchant's domains). */
export interface OrderContext {
  merchant: Merchant;
  member: AuthContext;
  origin: string | undefined;
  /** The request's Idempotency-Key, when it sent one. */
  idempotencyKey?: string | undefined;
}

/** D + nine Crockford base-32 characters: 45 random bits, short enough to type on a transfer. */
export const newOrderNo = (): string => newReference('D', 9);

export interface DepositsDeps {
  repository: DepositsRepository;
  cashier: CashierService;
  storage: FileStorage;
  sandbox: SandboxSettings;
  /** Responsible gaming's deposit check (time-out, exclusion, deposit limits), in the order's transaction. */
  checkDeposit: (merchant: Merchant, member: AuthContext, amount: string, tx: Tx) => Promise<void>;
  /** Whether channels may use the sandbox adapter (PAYMENTS_SANDBOX_ALLOWED; always outside production). */
  sandboxAllowed?: boolean;
  now?: () => Date;
}

/** A member's deposits: orders, receipts, cancellation, expiry, and the one way money is credited. */
export function createDepositsService({
  repository,
  cashier,
  storage,
  sandbox,
  checkDeposit,
  sandboxAllowed = true,
  now = () => new Date(),
}: DepositsDeps) {
  const listeners: CreditListener[] = [];

  /**
   * Insert a new order under a fresh reference (45 random bits: a clash is rare and just draws again).
   * Undefined when its Idempotency-Key was taken meanwhile by a parallel request of the same member.
   */
  async function insertOrder(
    tx: Tx,
    values: Omit<Parameters<DepositsRepository['insert']>[0], 'orderNo'>,
  ): Promise<OrderRow | undefined> {
    const key = values.idempotencyKey;
    if (key) await repository.releaseStaleKey(values.memberId, key, tx);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await repository.insert({ ...values, orderNo: newOrderNo() }, tx);
      if (row) return row;
      if (key && (await repository.byIdempotencyKey(values.memberId, key, tx))) return undefined;
    }
    throw new Error('could not draw a free deposit reference');
  }

  async function view(merchantCode: string, orderNo: string, memberId?: number): Promise<OrderView> {
    const found = await repository.byOrderNo(merchantCode, orderNo);
    if (!found || (memberId !== undefined && found.order.memberId !== memberId))
      throw new ApiError('deposit.not.found');
    return found;
  }

  /** A pending order past its time expires when read (the sweeper may not have passed yet). */
  async function fresh(found: OrderView): Promise<OrderView> {
    const { order } = found;
    if (order.status !== 'pending' || order.expiresAt > now()) return found;
    await repository.transition(order, ['pending'], 'expired');
    return (await repository.byOrderNo(order.merchantCode, order.orderNo))!;
  }

  const replay = createReplay({
    repository,
    current: async (merchantCode, orderNo) => fresh(await view(merchantCode, orderNo)),
    toOrder: toPlayerOrder,
  });

  async function startPayment(
    order: OrderRow,
    channel: Awaited<ReturnType<CashierService['channel']>>,
    origin: string,
  ) {
    const method = channel.gateway?.method ?? 'redirect';
    try {
      const adapter = adapterFor(order.merchantCode, channel.gateway, sandbox);
      const payment = await adapter.createPayment({
        reference: order.orderNo,
        amount: formatAmount(order.amountMinor, order.currency),
        currency: order.currency,
        method,
        callbackUrl: `${origin}${DEPOSIT_CALLBACK_PREFIX}/${order.merchantCode}/${channel.id}`,
        returnUrl: `${origin}/m/voucherCenter?orderNo=${order.orderNo}`,
        expiresAt: order.expiresAt.toISOString(),
        description: `Deposit ${order.orderNo}`,
      });
      // A QR payment the gateway gave no code for cannot be paid: as good as no gateway.
      if (method === 'qr' && !payment.qrData) throw new GatewayUnavailable('the gateway answered no QR data');
      await repository.setPayment(order.id, payment);
      return payment;
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      await repository.transition(order, ['pending'], 'cancelled', { reason: 'gateway unavailable' });
      throw new ApiError('deposit.gateway.unavailable');
    }
  }

  return {
    /** Subscribe to credits: run inside the crediting transaction; a throw undoes the credit. */
    onCredit(listener: CreditListener): void {
      listeners.push(listener);
    },

    /**
     * Credit an order in the caller's transaction, once: the order moves from one of `from` to
     * credited (conditional), its ledger row is written under deposit:<orderNo>, and every listener
     * runs. The order, or undefined when another change won.
     */
    async creditIn(
      tx: Tx,
      order: Pick<OrderRow, 'merchantCode' | 'orderNo'>,
      from: readonly DepositStatus[],
      reviewedBy?: number | null,
    ) {
      const credited = await repository.transition(order, from, 'credited', { reviewedBy }, tx);
      if (!credited) return undefined;
      const { applied } = await repository.creditLedger(tx, credited);
      if (!applied) throw new Error(`deposit ${credited.orderNo} was already in the ledger`);
      for (const listener of listeners) {
        await listener({
          tx,
          merchantCode: credited.merchantCode,
          memberId: credited.memberId,
          amountMinor: credited.creditMinor,
          orderNo: credited.orderNo,
        });
      }
      return credited;
    },

    /**
     * A new order. With an Idempotency-Key, the same key from the same member within 24 hours answers the
     * first order (the same body) or deposit.key.reused (another body); parallel copies make one order.
     * Responsible gaming checks the order holding the member's lock, after the key is looked up again
     * there: a retry answers its first order even when that order reached the member's limit.
     */
    async create(
      { merchant, member, origin, idempotencyKey }: OrderContext,
      input: DepositCreate,
    ): Promise<DepositOrder> {
      const body = depositCreateSchema.parse(input);
      const hash = idempotencyKey ? requestHash(body) : null;
      if (idempotencyKey && hash) {
        const earlier = await replay(member.memberId, idempotencyKey, hash);
        if (earlier) return earlier;
      }
      const channel = await cashier.channel(
        { merchant, memberId: member.memberId, type: member.type },
        body.channelId,
        'deposit',
      );
      const { amountMinor, feeMinor, netMinor } = checkedAmount(body.amount, channel);
      const manual = !isGatewayKind(channel.kind);
      if (manual && !body.sender) throw new ApiError('deposit.sender.required', undefined, 'sender');
      if (!manual && channel.gateway?.adapter === 'sandbox' && !sandboxAllowed) {
        throw new ApiError('cashier.gateway.sandbox', undefined, 'channelId');
      }
      if (!manual && !origin) throw new ApiError('deposit.gateway.unavailable', 'The site has no domain to return to.');
      const minutes = cashier.settings(merchant).depositExpiryMinutes;
      const order = await repository.inMemberLock(merchant.code, member.memberId, async (tx) => {
        if (idempotencyKey && (await repository.byIdempotencyKey(member.memberId, idempotencyKey, tx)))
          return undefined;
        await checkDeposit(merchant, member, body.amount, tx);
        return insertOrder(tx, {
          merchantCode: merchant.code,
          memberId: member.memberId,
          channelId: channel.id,
          kind: channel.kind,
          currency: channel.currency,
          amountMinor,
          feeMinor,
          creditMinor: netMinor,
          sender: manual ? (body.sender ?? null) : null,
          receivingAccount: manual ? channel.receivingAccount : null,
          expiresAt: new Date(now().getTime() + minutes * 60_000),
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
        });
      });
      if (!order) {
        const first = idempotencyKey && hash ? await replay(member.memberId, idempotencyKey, hash) : undefined;
        if (!first) throw new ApiError('deposit.key.busy');
        return first;
      }
      if (!manual && origin) await startPayment(order, channel, origin);
      return toPlayerOrder(await view(merchant.code, order.orderNo));
    },

    async get(member: AuthContext, orderNo: string): Promise<DepositOrder> {
      return toPlayerOrder(await fresh(await view(member.merchantCode, orderNo, member.memberId)));
    },

    async list(
      member: AuthContext,
      status: DepositStatus | undefined,
      pageNo: number,
      pageSize: number,
    ): Promise<DepositsPage> {
      // This member's overdue orders expire first, so the list never shows a stale "pending" (the sweeper
      // handles everyone else's; a read does no work for other members).
      await repository.expireOverdue({ memberId: member.memberId });
      const { rows, total } = await repository.ofMember(
        member.memberId,
        status,
        pageOffset(pageNo, pageSize),
        pageSize,
      );
      return {
        list: rows.map(toPlayerOrder),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        totalCount: total,
      };
    },

    async cancel(member: AuthContext, orderNo: string): Promise<DepositOrder> {
      await view(member.merchantCode, orderNo, member.memberId);
      const where = { merchantCode: member.merchantCode, orderNo, memberId: member.memberId };
      const cancelled = await repository.transition(where, ['pending'], 'cancelled', {
        reason: 'cancelled by the member',
      });
      if (!cancelled) throw new ApiError('deposit.not.pending');
      return toPlayerOrder(await view(member.merchantCode, orderNo));
    },

    /** Store a receipt for a pending manual order of the member (a new one replaces the old). */
    async attachReceipt(member: AuthContext, orderNo: string, picture: CheckedPicture): Promise<DepositOrder> {
      const { order } = await fresh(await view(member.merchantCode, orderNo, member.memberId));
      if (isGatewayKind(order.kind)) throw new ApiError('deposit.receipt.not.manual');
      if (order.status !== 'pending') throw new ApiError('deposit.not.pending');
      const key = await storage.put(picture.data, picture.extension);
      const set = await repository.setReceipt(member.merchantCode, member.memberId, orderNo, key, picture.contentType);
      if (!set) {
        await storage.remove(key).catch(() => undefined);
        throw new ApiError('deposit.not.pending');
      }
      if (set.replaced) await storage.remove(set.replaced).catch(() => undefined);
      return toPlayerOrder(await view(member.merchantCode, orderNo));
    },

    /** The receipt's bytes, for the operator (another merchant's order: not found). */
    async receipt(merchantCode: string, orderNo: string): Promise<{ data: Buffer; contentType: string }> {
      const { order } = await view(merchantCode, orderNo);
      const data = order.receiptKey ? await storage.get(order.receiptKey) : undefined;
      if (!data || !order.receiptType) throw new ApiError('resource.not.found');
      return { data, contentType: order.receiptType };
    },

    view,
    fresh,
    /** The sweeper's pass: every merchant's overdue pending orders. */
    expireOverdue: () => repository.expireOverdue(),
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
