import type { DepositOrder } from '@lobby/contract/deposits';
import { useTranslation } from '../../../lib/use-translation';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/status-views';
import { useCashierMoney } from '../hooks/use-cashier-money';
import { useQrImage } from '../hooks/use-qr-image';
import { clockOf, useSecondsLeft } from '../hooks/use-seconds-left';
import { CardSection } from '../../../ui/card-section';

/** A link the QR may hold (the gateway's page for a phone that cannot scan its own screen); none for raw payloads. */
const webLink = (data: string) => (/^https?:\/\//.test(data) ? data : null);

/**
 * A pending QR order: the gateway's code to scan with a banking or e-wallet app, the amount, the time left
 * before the order expires, and the order followed until the gateway's callback credits it.
 */
export function QrPayment({ order }: { order: DepositOrder & { qrData: string } }) {
  const { t } = useTranslation();
  const money = useCashierMoney();
  const image = useQrImage(order.qrData);
  const left = useSecondsLeft(order.expiresAt);
  const amount = money(order.amount, order.currency);
  const link = webLink(order.qrData);
  return (
    <CardSection title={t('deposit.qr')}>
      <p className="-mt-1 text-sm text-muted">{t('deposit.qrHint')}</p>
      <div className="mt-4 flex flex-col items-center gap-3">
        <figure className="rounded-3xl bg-white p-3 shadow-glow">
          {image ? (
            <img src={image} alt={t('deposit.qrImage', { amount })} className="size-56" />
          ) : (
            <Skeleton className="size-56 rounded-2xl" />
          )}
        </figure>
        <p className="text-2xl font-extrabold text-gold-300 tabular-nums">{amount}</p>
        {left > 0 ? (
          <p className="flex items-center gap-2 rounded-full bg-white/[0.06] px-3 py-1 text-sm text-muted">
            {t('deposit.qrTimeLeft')}
            <span role="timer" className="font-mono font-bold text-text tabular-nums">
              {clockOf(left)}
            </span>
          </p>
        ) : (
          <p className="rounded-full bg-rose-500/10 px-3 py-1 text-sm text-rose-300">{t('deposit.qrExpired')}</p>
        )}
      </div>
      <div className="mt-4">
        <Spinner label={t('deposit.polling')} />
      </div>
      {link ? (
        <a href={link} target="_blank" rel="noreferrer" className={buttonClass('outline', 'lg', 'mt-2 w-full')}>
          {t('deposit.qrOpen')}
        </a>
      ) : null}
    </CardSection>
  );
}
