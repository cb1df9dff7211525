import { useEffect, useState } from 'react';
import type { CashierChannel } from '@lobby/contract/cashier';
import { errorMessageKey } from '../../../lib/error-messages';
import type { ErrorMessageKey } from '../../../lib/locales/errors-en';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useSubmissionKey } from '../../../shared/submission/use-submission-key';
import { useCreateDeposit } from '../api/deposits';
import type { DepositOrder } from '@lobby/contract/deposits';
import { checkAmount, normalizeAmount } from '../money';
import { AmountBlock } from './amount-block';
import { ChannelPicker } from './channel-picker';
import { CardSection } from '../../../ui/card-section';
import { TextField } from '../../../ui/text-field';

/** How the member pays: by hand, on the gateway's page, or by scanning the gateway's QR code here. */
type Way = 'manual' | 'gateway' | 'qr';
const wayOf = (channel: CashierChannel): Way => (channel.manual ? 'manual' : channel.qr ? 'qr' : 'gateway');
const CONFIRM = {
  manual: 'deposit.confirmManual',
  gateway: 'deposit.confirmGateway',
  qr: 'deposit.confirmQr',
} as const;
const NOTE = { manual: 'deposit.manualNote', gateway: 'deposit.gatewayNote', qr: 'deposit.qrNote' } as const;

const AMOUNT_PROBLEM: Record<'invalid' | 'range', ErrorMessageKey> = {
  invalid: 'errors.cashier.amount.invalid',
  range: 'errors.cashier.amount.out.of.range',
};

/** Choose a channel and an amount, see the fee and the credit, confirm: the order answers where to pay. */
export function DepositForm({
  channels,
  onOrder,
}: {
  channels: readonly CashierChannel[];
  onOrder: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [channelId, setChannelId] = useState(channels[0]?.id);
  const [amount, setAmount] = useState('');
  const [sender, setSender] = useState({ name: '', provider: '', accountNumber: '' });
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const create = useCreateDeposit();
  const submission = useSubmissionKey();
  // Another channel, amount or sender is another deposit: a new key (a retry of the same one keeps it).
  useEffect(() => submission.reset(), [channelId, amount, sender, submission]);
  const channel = channels.find((each) => each.id === channelId) ?? channels[0];
  if (!channel) return null;

  const way = wayOf(channel);
  const checked = checkAmount(amount, channel, language);
  const problem = checked && 'problem' in checked ? AMOUNT_PROBLEM[checked.problem] : null;
  const ready = checked !== null && 'minor' in checked && (!channel.manual || sender.name.trim() !== '');

  const submit = async () => {
    if (!ready) return;
    setFailure(null);
    try {
      const body = {
        channelId: channel.id,
        amount: normalizeAmount(amount, channel.currency, language),
        ...(channel.manual ? { sender } : {}),
      };
      const order = await create.mutateAsync({ body, key: submission.take() });
      onOrder(order);
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CardSection title={t('cashier.method')}>
        <ChannelPicker
          label={t('cashier.method')}
          channels={channels}
          value={channel.id}
          onChange={(id) => {
            setChannelId(id);
            setFailure(null);
          }}
        />
      </CardSection>
      <AmountBlock
        channel={channel}
        value={amount}
        onChange={setAmount}
        problem={problem}
        minor={checked && 'minor' in checked ? checked.minor : null}
        amountLabel={t('deposit.youPay')}
        netLabel={t('deposit.credited')}
      />
      {channel.manual ? (
        <CardSection title={t('deposit.sender')}>
          <p className="-mt-1 mb-3 text-xs text-muted">{t('deposit.senderHint')}</p>
          <div className="space-y-3">
            <TextField
              label={t('deposit.senderName')}
              autoComplete="name"
              required
              maxLength={80}
              value={sender.name}
              onChange={(event) => setSender({ ...sender, name: event.target.value })}
            />
            <TextField
              label={t('deposit.senderProvider')}
              note={t('deposit.optional')}
              maxLength={60}
              value={sender.provider}
              onChange={(event) => setSender({ ...sender, provider: event.target.value })}
            />
            <TextField
              label={t('deposit.senderAccount')}
              note={t('deposit.optional')}
              inputMode="numeric"
              maxLength={40}
              value={sender.accountNumber}
              onChange={(event) => setSender({ ...sender, accountNumber: event.target.value })}
            />
          </div>
        </CardSection>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-2xl border border-rose-500/30 bg-rose-500/10 p-3 text-sm text-rose-300">
          {t(failure)}
        </p>
      ) : null}
      <div className="space-y-2 pt-1">
        <Button type="submit" size="lg" className="w-full" disabled={!ready || create.isPending}>
          {create.isPending ? t('deposit.creating') : t(CONFIRM[way])}
        </Button>
        <p className="px-2 text-center text-xs text-subtle">{t(NOTE[way])}</p>
      </div>
    </form>
  );
}
