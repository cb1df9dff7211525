import { useId } from 'react';
import { currencyDecimals, type CashierChannel } from '@lobby/contract/cashier';
import { useTranslation } from '../../../lib/use-translation';
import type { ErrorMessageKey } from '../../../lib/locales/errors-en';
import { useCashierMoney } from '../hooks/use-cashier-money';

interface AmountFieldProps {
  channel: CashierChannel;
  value: string;
  onChange: (value: string) => void;
  /** The catalogue message to show under the field, when the amount cannot be sent. */
  problem: ErrorMessageKey | null;
  /** A button beside the presets (withdrawal: fill in the most one may take). */
  extra?: { label: string; onClick: () => void };
}

/** The amount, typed or picked from the channel's presets, with its bounds said under the field. */
export function AmountField({ channel, value, onChange, problem, extra }: AmountFieldProps) {
  const { t } = useTranslation();
  const money = useCashierMoney();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const decimal = currencyDecimals(channel.currency) > 0;
  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="sr-only">
        {t('cashier.amount')}
      </label>
      <div
        className={`flex items-center gap-2 rounded-2xl border bg-ink-900 px-4 transition focus-within:border-gold-400/70 ${problem ? 'border-rose-500/70' : 'border-line-strong'}`}
      >
        <span className="text-sm font-bold text-muted">{channel.currency}</span>
        <input
          id={inputId}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={t('cashier.amountPlaceholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          className="h-14 min-w-0 flex-1 bg-transparent text-2xl font-extrabold tabular-nums text-text placeholder:text-base placeholder:font-medium placeholder:text-subtle focus:outline-none"
        />
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t('cashier.limits', { min: money(channel.min, channel.currency), max: money(channel.max, channel.currency) })}
      </p>
      {problem ? (
        <p id={problemId} role="alert" className="text-xs font-medium text-rose-400">
          {t(problem)}
        </p>
      ) : null}
      <div role="group" aria-label={t('cashier.presets')} className="grid grid-cols-3 gap-2">
        {channel.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={preset === value}
            onClick={() => onChange(preset)}
            className="h-10 rounded-xl border border-line bg-white/[0.03] px-1 text-[13px] font-semibold tabular-nums text-text transition hover:border-line-strong aria-pressed:border-gold-400/70 aria-pressed:bg-gold-400/10 aria-pressed:text-gold-300"
          >
            {money(preset, channel.currency)}
          </button>
        ))}
        {extra ? (
          <button
            type="button"
            onClick={extra.onClick}
            className="h-10 rounded-xl border border-violet-400/40 bg-violet-500/10 text-sm font-semibold text-violet-200 transition hover:bg-violet-500/20"
          >
            {extra.label}
          </button>
        ) : null}
      </div>
    </div>
  );
}
