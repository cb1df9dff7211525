import { formatAmount, netOfFee } from '@lobby/contract/cashier';
import { and, eq, sql } from 'drizzle-orm';
import { createLocalFileStorage } from '../../lib/file-storage';
import { createDepositsRepository, type OrderRow } from '../../modules/deposits/deposits.repository';
import { newOrderNo } from '../../modules/deposits/deposits.service';
import { createTurnoverRepository } from '../../modules/turnover/turnover.repository';
import { createTurnoverService } from '../../modules/turnover/turnover.service';
import { createWithdrawalsRepository, holdReference } from '../../modules/withdrawals/withdrawals.repository';
import { newRequestNo } from '../../modules/withdrawals/withdrawals.service';
import type { Tx } from '../transaction';
import {
  type MemberProfile,
  depositOrders,
  ledgerEntries,
  members,
  paymentChannels,
  payoutAccounts,
  turnoverRequirements,
  withdrawalRequests,
} from '../schema/index';
import {
  CASHIER_ACTIVITY,
  type CashierActivityPlan,
  type DepositPlan,
  type WithdrawalPlan,
} from './cashier-activity-data';
import { receiptPng } from './receipt-art';

const HOUR = 3_600_000;
/** A seeded pending transfer stays pending a week, so a fresh start shows it in the queue. */
const PENDING_FOR = 7 * 24 * HOUR;
/** How long after its order a seeded deposit was credited or refused, or a withdrawal paid. */
const SETTLED_AFTER = 4 * 60_000;
const PAYMENT_EXPIRY = 30 * 60_000;

type Channel = typeof paymentChannels.$inferSelect;

/**
 * The demo player's cashier history on a site: deposits credited, refused and pending (with a receipt),
 * a paid and a pending withdrawal. Money moves through the modules' own repositories (ledger rows,
 * turnover requirements, holds), so balances stay the ledger's sums; the times are then moved back to
 * spread over the last days. Runs once: a player who has any deposit order is left alone.
 */
export async function seedCashierActivity(db: Tx, merchantCode: string, now: Date, uploadsDir?: string) {
  const plan = CASHIER_ACTIVITY[merchantCode];
  if (!plan) return;
  const [member] = await db
    .select({ id: members.id, profile: members.profile })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, plan.username)));
  if (!member) return;
  const [seeded] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(eq(depositOrders.memberId, member.id))
    .limit(1);
  if (seeded) return;

  const channels = await db.select().from(paymentChannels).where(eq(paymentChannels.merchantCode, merchantCode));
  const named = (direction: Channel['direction'], name: string) =>
    channels.find((row) => row.direction === direction && row.names.en === name);
  // A site whose channels are no longer the demo's (an operator changed them) gets no demo history.
  const wanted = [
    ...plan.deposits.map((deposit) => named('deposit', deposit.channel)),
    ...plan.withdrawals.map((withdrawal) => named('withdrawal', withdrawal.channel)),
  ];
  if (wanted.includes(undefined)) return;
  const channel = (direction: Channel['direction'], name: string) => named(direction, name)!;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const oldest = Math.max(...plan.deposits.map((d) => d.hoursAgo), ...plan.withdrawals.map((w) => w.hoursAgo));
  await backdateOpening(db, member.id, ago(oldest + 24));

  const account = await addPayoutAccount(db, merchantCode, member, plan, ago(oldest));
  const context: Context = { db, merchantCode, memberId: member.id, now, uploadsDir, plan, account, channel };
  // Deposits and withdrawals in time order, so every balance_after follows the one before.
  const steps = [
    ...plan.deposits.map((deposit) => ({ hoursAgo: deposit.hoursAgo, run: () => seedDeposit(context, deposit) })),
    ...plan.withdrawals.map((withdrawal) => ({
      hoursAgo: withdrawal.hoursAgo,
      run: () => seedWithdrawal(context, withdrawal),
    })),
  ].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const step of steps) await step.run();
}

interface Context {
  db: Tx;
  merchantCode: string;
  memberId: number;
  now: Date;
  uploadsDir: string | undefined;
  plan: CashierActivityPlan;
  account: typeof payoutAccounts.$inferSelect;
  channel: (direction: Channel['direction'], name: string) => Channel;
}

/** The seeded opening deposit (and the registration) move before the history, so the ledger reads in order. */
async function backdateOpening(db: Tx, memberId: number, at: Date) {
  await db
    .update(ledgerEntries)
    .set({ createdAt: at })
    .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.reference, 'demo-opening-deposit')));
  await db.update(members).set({ createdAt: at }).where(eq(members.id, memberId));
}

async function addPayoutAccount(
  db: Tx,
  merchantCode: string,
  member: { id: number; profile: MemberProfile },
  plan: CashierActivityPlan,
  at: Date,
) {
  const [account] = await db
    .insert(payoutAccounts)
    .values({ merchantCode, memberId: member.id, ...plan.payoutAccount, createdAt: at })
    .returning();
  if (!member.profile.payeeName) {
    await db
      .update(members)
      .set({
        profile: sql`${members.profile} || ${JSON.stringify({ payeeName: plan.payoutAccount.holderName })}::jsonb`,
      })
      .where(eq(members.id, member.id));
  }
  return account!;
}

async function seedDeposit(context: Context, deposit: DepositPlan) {
  const { db, merchantCode, memberId, now, plan } = context;
  const channel = context.channel('deposit', deposit.channel);
  const at = new Date(now.getTime() - deposit.hoursAgo * HOUR);
  const amountMinor = Math.round(deposit.amount * 100);
  const { feeMinor, netMinor } = netOfFee(channel.fee, amountMinor, channel.currency);
  const manual = channel.kind !== 'gateway';
  const repository = createDepositsRepository(db);
  const order = await repository.insert({
    merchantCode,
    memberId,
    orderNo: newOrderNo(),
    channelId: channel.id,
    kind: channel.kind,
    currency: channel.currency,
    amountMinor,
    feeMinor,
    creditMinor: netMinor,
    sender: manual
      ? {
          name: plan.payoutAccount.holderName,
          provider: plan.payoutAccount.providerName,
          accountNumber: plan.payoutAccount.accountNumber,
        }
      : null,
    receivingAccount: manual ? channel.receivingAccount : null,
    expiresAt: new Date(deposit.outcome === 'pending' ? now.getTime() + PENDING_FOR : at.getTime() + PAYMENT_EXPIRY),
    createdAt: at,
    updatedAt: at,
  });
  if (!order) throw new Error('seed: deposit order number taken');
  if (deposit.outcome === 'credited') await credit(db, order);
  if (deposit.outcome === 'rejected') {
    await repository.transition(order, ['pending'], 'rejected', { reason: deposit.reason ?? '' }, db);
  }
  if (deposit.outcome === 'pending' && deposit.receipt && context.uploadsDir) {
    await attachReceipt(context, order, channel, at);
  }
  const settled = new Date(at.getTime() + (deposit.outcome === 'pending' ? 0 : SETTLED_AFTER));
  await db
    .update(depositOrders)
    .set({ updatedAt: settled, ...(deposit.outcome === 'credited' ? { creditedAt: settled } : {}) })
    .where(eq(depositOrders.id, order.id));
  const reference = `deposit:${order.orderNo}`;
  await db.update(ledgerEntries).set({ createdAt: settled }).where(eq(ledgerEntries.reference, reference));
  await db
    .update(turnoverRequirements)
    .set({ createdAt: settled })
    .where(eq(turnoverRequirements.reference, reference));
}

/** What the deposits service's creditIn does: the order credited, its ledger row, its turnover requirement. */
async function credit(db: Tx, order: OrderRow) {
  const repository = createDepositsRepository(db);
  const credited = await repository.transition(order, ['pending'], 'credited', {}, db);
  if (!credited) throw new Error('seed: deposit not pending');
  await repository.creditLedger(db, credited);
  await createTurnoverService(createTurnoverRepository(db)).onDeposit({
    tx: db,
    merchantCode: credited.merchantCode,
    memberId: credited.memberId,
    amountMinor: credited.creditMinor,
    orderNo: credited.orderNo,
  });
}

async function attachReceipt(context: Context, order: OrderRow, channel: Channel, at: Date) {
  const account = channel.receivingAccount;
  const picture = await receiptPng({
    bank: context.plan.payoutAccount.providerName,
    amount: formatAmount(order.amountMinor, order.currency).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    currency: order.currency,
    toName: account?.accountName ?? '',
    toAccount: account?.accountNumber ?? '',
    fromName: context.plan.payoutAccount.holderName,
    reference: order.orderNo,
    at,
  });
  const key = await createLocalFileStorage(context.uploadsDir!).put(picture, 'png');
  await createDepositsRepository(context.db).setReceipt(
    order.merchantCode,
    order.memberId,
    order.orderNo,
    key,
    'image/png',
  );
}

async function seedWithdrawal(context: Context, withdrawal: WithdrawalPlan) {
  const { db, merchantCode, memberId, account } = context;
  const channel = context.channel('withdrawal', withdrawal.channel);
  const at = new Date(context.now.getTime() - withdrawal.hoursAgo * HOUR);
  const amountMinor = Math.round(withdrawal.amount * 100);
  const { feeMinor, netMinor } = netOfFee(channel.fee, amountMinor, channel.currency);
  const repository = createWithdrawalsRepository(db);
  const row = await repository.insertWithHold(db, {
    requestNo: newRequestNo(),
    merchantCode,
    memberId,
    channelId: channel.id,
    payoutAccountId: account.id,
    account: {
      kind: account.kind,
      providerName: account.providerName,
      accountNumber: account.accountNumber,
      holderName: account.holderName,
    },
    amountMinor,
    feeMinor,
    payoutMinor: netMinor,
  });
  if (withdrawal.outcome === 'paid') {
    await repository.decide(
      db,
      { merchantCode, id: row.id },
      { status: 'paid', payoutReference: withdrawal.payoutReference ?? '' },
    );
  }
  const decidedAt = withdrawal.outcome === 'paid' ? new Date(at.getTime() + SETTLED_AFTER) : null;
  await db.update(withdrawalRequests).set({ createdAt: at, decidedAt }).where(eq(withdrawalRequests.id, row.id));
  await db
    .update(ledgerEntries)
    .set({ createdAt: at })
    .where(eq(ledgerEntries.reference, holdReference(row.requestNo)));
}
