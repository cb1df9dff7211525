import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../lib/money';

interface Props {
  stakes: readonly number[];
  stake: number;
  onChange: (stake: number) => void;
  disabled: boolean;
}

const stepButton =
  'grid size-10 place-items-center rounded-full bg-white/8 text-xl font-bold text-text ring-1 ring-line-strong transition active:scale-90 disabled:opacity-35';

/** Steps through the stakes the session offers. */
export function StakeStepper({ stakes, stake, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const label = useId();
  const index = stakes.indexOf(stake);
  return (
    <div role="group" aria-labelledby={label} className="flex flex-col items-center gap-1">
      <span id={label} className="text-[11px] font-semibold tracking-wide text-subtle uppercase">
        {t('chrome.stake')}
      </span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t('chrome.stakeDown')}
          disabled={disabled || index <= 0}
          onClick={() => onChange(stakes[index - 1] ?? stake)}
        >
          −
        </button>
        <output className="min-w-16 text-center text-base font-bold tabular-nums" data-testid="stake">
          {money(stake)}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={t('chrome.stakeUp')}
          disabled={disabled || index >= stakes.length - 1}
          onClick={() => onChange(stakes[index + 1] ?? stake)}
        >
          +
        </button>
      </div>
    </div>
  );
}
