import { useState } from 'react';
import { parseAmount, type CashierChannel } from '@lobby/contract/cashier';
import type { PayoutAccounts, WithdrawalSummary } from '@lobby/contract/withdrawals';
import { errorMessageKey } from '../../../lib/error-messages';
import type { MessageKey } from '../../../lib/locales/en';
import type { ErrorMessageKey } from '../../../lib/locales/errors-en';
import { showToast } from '../../../lib/toast';
import type { Language } from '@lobby/contract/core';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useRequestWithdrawal } from '../api/withdrawals';
import { checkAmount, maxWithdrawal, normalizeAmount } from '../money';
import { AmountBlock } from './amount-block';
import { ChannelPicker } from './channel-picker';
import { ErrorNote } from './error-note';
import { PayoutAccountsPicker } from './payout-accounts';
import { CardSection } from '../../../ui/card-section';
import { TextField } from '../../../ui/text-field';

const AMOUNT_PROBLEM: Record<'invalid' | 'range' | 'balance', ErrorMessageKey> = {
  invalid: 'errors.cashier.amount.invalid',
  range: 'errors.cashier.amount.out.of.range',
  balance: 'errors.withdrawal.not.withdrawable',
};

/** The typed amount within the channel's bounds and the withdrawable balance, or why not. */
function amountState(typed: string, channel: CashierChannel, withdrawable: string, language: Language) {
  const checked = checkAmount(typed, channel, language);
  if (!checked || 'problem' in checked) return checked;
  const have = parseAmount(withdrawable, 'USD');
  if ('minor' in have ? checked.minor > have.minor : true) return { problem: 'balance' as const };
  return checked;
}

interface WithdrawFormProps {
  channels: readonly CashierChannel[];
  accounts: PayoutAccounts;
  summary: WithdrawalSummary;
}

/** Account, method, amount, the fee and what arrives, then the payment password: the hold happens at once. */
export function WithdrawForm({ channels, accounts, summary }: WithdrawFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestWithdrawal();
  const [accountId, setAccountId] = useState<number | undefined>();
  const [channelId, setChannelId] = useState(channels[0]?.id);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const channel = channels.find((each) => each.id === channelId) ?? channels[0];
  const account = accounts.list.find((each) => each.id === accountId) ?? accounts.list[0];
  if (!channel) return null;

  const state = amountState(amount, channel, summary.withdrawable, language);
  const problem = state && 'problem' in state ? AMOUNT_PROBLEM[state.problem] : null;
  const ready = state !== null && 'minor' in state && account !== undefined && password !== '';

  const submit = async () => {
    if (!ready) return;
    setFailure(null);
    try {
      await request.mutateAsync({
        channelId: channel.id,
        payoutAccountId: account.id,
        amount: normalizeAmount(amount, channel.currency, language),
        paymentPassword: password,
      });
      setAmount('');
      setPassword('');
      showToast('withdraw.requested', { tone: 'success' });
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
      <PayoutAccountsPicker accounts={accounts} value={account?.id} onChange={setAccountId} />
      <CardSection title={t('withdraw.method')}>
        <ChannelPicker label={t('withdraw.method')} channels={channels} value={channel.id} onChange={setChannelId} />
      </CardSection>
      <AmountBlock
        channel={channel}
        value={amount}
        onChange={setAmount}
        problem={problem}
        minor={state && 'minor' in state ? state.minor : null}
        amountLabel={t('withdraw.leavesBalance')}
        netLabel={t('withdraw.youReceive')}
        extra={{ label: t('withdraw.max'), onClick: () => setAmount(maxWithdrawal(summary.withdrawable, channel)) }}
      >
        <TextField
          label={t('withdraw.paymentPassword')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </AmountBlock>
      <ErrorNote message={failure} />
      <Button type="submit" size="lg" className="w-full" disabled={!ready || request.isPending}>
        {request.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
      </Button>
    </form>
  );
}
