import { useTranslation } from '../../../lib/use-translation';
import { useCashierMoney } from '../hooks/use-cashier-money';
import type { FeeBreakdown } from '../money';

interface FeeSummaryProps {
  breakdown: FeeBreakdown;
  currency: string;
  /** "You pay" / "Taken from your balance". */
  amountLabel: string;
  /** "Credited to your balance" / "You receive". */
  netLabel: string;
}

/** The amount, the fee and what arrives, spelled out before the member confirms. */
export function FeeSummary({ breakdown, currency, amountLabel, netLabel }: FeeSummaryProps) {
  const { t } = useTranslation();
  const money = useCashierMoney();
  const noFee = /^0(\.0+)?$/.test(breakdown.fee);
  const fee = noFee
    ? t('cashier.feeFree')
    : breakdown.merchantPays
      ? t('cashier.feeBySite', { fee: money(breakdown.fee, currency) })
      : `− ${money(breakdown.fee, currency)}`;
  return (
    <dl aria-live="polite" className="space-y-2 rounded-2xl bg-black/25 p-3.5 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-muted">{amountLabel}</dt>
        <dd className="font-semibold tabular-nums">{money(breakdown.amount, currency)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted">{t('cashier.fee')}</dt>
        <dd className={`font-semibold tabular-nums ${noFee || breakdown.merchantPays ? 'text-emerald-300' : ''}`}>
          {fee}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2">
        <dt className="font-semibold">{netLabel}</dt>
        <dd className="text-lg font-extrabold text-gold-300 tabular-nums">{money(breakdown.net, currency)}</dd>
      </div>
    </dl>
  );
}
