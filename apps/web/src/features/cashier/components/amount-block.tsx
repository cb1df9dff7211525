import type { ReactNode } from 'react';
import type { CashierChannel } from '@lobby/contract/cashier';
import type { ErrorMessageKey } from '../../../lib/locales/errors-en';
import { useTranslation } from '../../../lib/use-translation';
import { feeBreakdown } from '../money';
import { AmountField } from './amount-field';
import { FeeSummary } from './fee-summary';
import { CardSection } from '../../../ui/card-section';

interface AmountBlockProps {
  channel: CashierChannel;
  value: string;
  onChange: (value: string) => void;
  problem: ErrorMessageKey | null;
  /** The amount in minor units once it can be sent: the fee and what arrives show then. */
  minor: number | null;
  /** "You pay" / "Taken from your balance". */
  amountLabel: string;
  /** "Credited to your balance" / "You receive". */
  netLabel: string;
  extra?: { label: string; onClick: () => void };
  /** What follows in the same card (the withdrawal's payment password). */
  children?: ReactNode;
}

/** The amount card of the deposit and withdrawal forms: presets and bounds, then the fee and the net spelled out. */
export function AmountBlock({ channel, minor, amountLabel, netLabel, children, ...field }: AmountBlockProps) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('cashier.amount')}>
      <AmountField channel={channel} {...field} />
      {minor !== null ? (
        <div className="mt-4">
          <FeeSummary
            breakdown={feeBreakdown(channel.fee, minor, channel.currency)}
            currency={channel.currency}
            amountLabel={amountLabel}
            netLabel={netLabel}
          />
        </div>
      ) : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </CardSection>
  );
}
