import { useId } from 'react';
import type { CashierChannel } from '@lobby/contract/cashier';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useCashierMoney } from '../hooks/use-cashier-money';
import { ChannelIcon, kindLabelKey } from './channel-icon';

interface ChannelPickerProps {
  label: string;
  channels: readonly CashierChannel[];
  value: number | undefined;
  onChange: (id: number) => void;
}

/** The channels as a list of cards, one chosen: real radio buttons, so arrows and screen readers work. */
export function ChannelPicker({ label, channels, value, onChange }: ChannelPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useCashierMoney();
  const name = useId();
  const nameOf = (channel: CashierChannel) => channel.names[language] || channel.names.en;
  const saysKind = (channel: CashierChannel) =>
    nameOf(channel)
      .toLowerCase()
      .includes(t(kindLabelKey(channel.kind)).toLowerCase());
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-1 gap-2">
      {channels.map((channel) => (
        <label
          key={channel.id}
          className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-ink-900/70 p-3 transition hover:border-line-strong has-[:checked]:border-gold-400/70 has-[:checked]:bg-gold-400/[0.07] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/60"
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={channel.id === value}
            onChange={() => onChange(channel.id)}
          />
          <ChannelIcon kind={channel.kind} iconUrl={channel.iconUrl} />
          <span className="min-w-0 flex-1">
            <span className="block text-sm leading-snug font-semibold">{nameOf(channel)}</span>
            <span className="mt-0.5 block text-xs leading-snug text-muted">
              {/* The kind only when the name does not already say it ("Bank transfer BCA"). */}
              {saysKind(channel) ? '' : `${t(kindLabelKey(channel.kind))} · `}
              {t('cashier.range', {
                min: money(channel.min, channel.currency),
                max: money(channel.max, channel.currency),
              })}
            </span>
          </span>
          <span
            aria-hidden="true"
            className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${channel.id === value ? 'border-gold-400' : 'border-line-strong'}`}
          >
            {channel.id === value ? <span className="size-2.5 rounded-full bg-gold-400" /> : null}
          </span>
        </label>
      ))}
    </div>
  );
}
