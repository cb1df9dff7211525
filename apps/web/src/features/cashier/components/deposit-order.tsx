import { useEffect, useRef } from 'react';
import { useDateFormat } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { buttonClass, Button } from '../../../ui/button';
import { ErrorState, Spinner } from '../../../ui/status-views';
import { Skeleton } from '../../../ui/skeleton';
import { useDepositOrder, useRefreshAfterCredit } from '../api/deposits';
import type { DepositOrder } from '@lobby/contract/deposits';
import { useCashierMoney } from '../hooks/use-cashier-money';
import { DEPOSIT_TONE } from '../status';
import { CancelDeposit } from './cancel-deposit';
import { ChannelIcon } from './channel-icon';
import { CopyRow } from './copy-row';
import { QrPayment } from './qr-payment';
import { ReceiptUpload } from './receipt-upload';
import { CardSection } from '../../../ui/card-section';
import { StatusBadge } from './status-badge';

const BODY = {
  credited: 'deposit.creditedBody',
  rejected: 'deposit.rejectedBody',
  expired: 'deposit.expiredBody',
  cancelled: 'deposit.cancelledBody',
} as const;

/** One order, followed while pending (it polls); the balance refreshes the moment it is credited. */
export function DepositOrderView({ orderNo, onNew }: { orderNo: string; onNew: () => void }) {
  const { t } = useTranslation();
  const query = useDepositOrder(orderNo);
  const refresh = useRefreshAfterCredit();
  const status = query.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (status === 'credited' && seen.current !== 'credited') refresh();
    seen.current = status;
  }, [status, refresh]);

  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div role="status" aria-label={t('deposit.orderLoading')} className="space-y-4">
        <Skeleton className="h-52 rounded-3xl" />
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    );
  }
  const order = query.data;
  const pending = order.status === 'pending';
  return (
    <div className="space-y-4">
      <OrderHero order={order} />
      {pending && order.manual ? <ManualDetails order={order} /> : null}
      {pending && !order.manual && order.qrData ? <QrPayment order={{ ...order, qrData: order.qrData }} /> : null}
      {pending && !order.manual && !order.qrData ? <GatewayPending order={order} /> : null}
      {pending ? <CancelDeposit orderNo={order.orderNo} /> : null}
      {!pending ? (
        <Button size="lg" className="w-full" onClick={onNew}>
          {t('deposit.new')}
        </Button>
      ) : null}
    </div>
  );
}

function OrderHero({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useCashierMoney();
  const credit = money(order.credit, order.currency);
  const body = order.status === 'pending' ? null : t(BODY[order.status], { amount: credit });
  return (
    <section
      aria-label={t('deposit.order')}
      className="relative overflow-hidden rounded-3xl border border-violet-500/30 bg-violet p-5 shadow-glow"
    >
      <span className="absolute -top-12 -right-10 size-40 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <div className="relative flex items-center gap-3">
        <ChannelIcon kind={order.kind} />
        <p className="min-w-0 flex-1 text-sm leading-tight font-semibold text-white/85">
          {order.channelNames[language] || order.channelNames.en}
        </p>
        <StatusBadge tone={DEPOSIT_TONE[order.status]} label={t(`deposit.status.${order.status}`)} />
      </div>
      <p className="relative mt-5 text-[11px] font-semibold tracking-widest text-white/70 uppercase">
        {/* Only a credited order's money is in the balance. */}
        {t(order.status === 'credited' ? 'deposit.credited' : 'deposit.toCredit')}
      </p>
      <p className="relative text-[30px] leading-tight font-extrabold text-white tabular-nums">{credit}</p>
      <p className="relative mt-1 text-xs text-white/70">
        {t('cashier.reference')} <span className="font-mono font-semibold text-white">{order.orderNo}</span>
      </p>
      {body ? <p className="relative mt-3 text-sm text-white/85">{body}</p> : null}
      {order.reason ? (
        <p className="relative mt-1 text-sm text-rose-200">{t('deposit.reason', { reason: order.reason })}</p>
      ) : null}
    </section>
  );
}

function ManualDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const account = order.receivingAccount;
  return (
    <>
      <CardSection title={t('deposit.transferTo')}>
        <p className="-mt-1 text-sm text-muted">{t('deposit.pendingManual')}</p>
        <dl className="divide-y divide-line">
          <CopyRow label={t('cashier.amount')} value={order.amount} strong />
          {account ? (
            <>
              <CopyRow label={t('deposit.provider')} value={account.provider} />
              <CopyRow label={t('deposit.accountName')} value={account.accountName} />
              <CopyRow label={t('deposit.accountNumber')} value={account.accountNumber} />
            </>
          ) : null}
          <CopyRow label={t('cashier.reference')} value={order.orderNo} />
        </dl>
        <p className="mt-1 rounded-xl bg-gold-400/10 p-2.5 text-xs text-gold-200">{t('deposit.referenceHint')}</p>
        {account?.qrImageUrl ? (
          <figure className="mt-3 flex flex-col items-center gap-2 rounded-2xl bg-white p-3">
            <img src={account.qrImageUrl} alt={t('deposit.qr')} className="size-48 object-contain" />
          </figure>
        ) : null}
        <p className="mt-3 text-xs text-subtle">
          {t('deposit.expiresAt', { time: dates.format(order.expiresAt, 'dateTime') })}
        </p>
      </CardSection>
      <CardSection title={t('deposit.receipt')}>
        <ReceiptUpload order={order} />
      </CardSection>
    </>
  );
}

function GatewayPending({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('deposit.waiting')}>
      <p className="-mt-1 text-sm text-muted">{t('deposit.pendingGateway')}</p>
      <Spinner label={t('deposit.polling')} />
      {order.payUrl ? (
        <a href={order.payUrl} className={buttonClass('gold', 'lg', 'w-full')}>
          {t('deposit.goToPay')}
        </a>
      ) : null}
    </CardSection>
  );
}
