import { useTranslation } from 'react-i18next';
import type { LaunchMode } from '@lobby/contract/inhouse';
import type { Wallet } from '@lobby/contract/wallet';
import { money } from '../lib/money';

interface Props {
  mode: LaunchMode;
  balance: Wallet;
  /** Shown as taken while a round is in flight. */
  pendingStake: number | null;
  lastWin: number | null;
}

/** Balance (fun credits in free play) and the last round's win, two decimals. */
export function BalanceBar({ mode, balance, pendingStake, lastWin }: Props) {
  const { t } = useTranslation();
  const shown = pendingStake === null ? balance.balanceMinor : Math.max(0, balance.balanceMinor - pendingStake);
  const won = lastWin !== null && lastWin > 0;
  return (
    <div className="mx-4 grid grid-cols-2 gap-2">
      <div className="rounded-2xl bg-ink-850/80 px-3.5 py-2 ring-1 ring-line">
        <div className="text-[11px] font-semibold tracking-wide text-subtle uppercase">
          {mode === 'free' ? t('chrome.funCredits') : t('chrome.balance')}
        </div>
        <div className="text-lg font-bold tabular-nums" data-testid="balance">
          {money(shown)}
        </div>
      </div>
      <div
        className={`rounded-2xl px-3.5 py-2 text-right ring-1 transition-colors ${
          won ? 'bg-gold-400/12 ring-gold-400/40' : 'bg-ink-850/80 ring-line'
        }`}
      >
        <div className="text-[11px] font-semibold tracking-wide text-subtle uppercase">{t('chrome.win')}</div>
        <div
          key={lastWin ?? 'none'}
          className={`text-lg font-bold tabular-nums ${won ? 'animate-pop-in text-gold-300' : 'text-muted'}`}
        >
          {lastWin === null ? '—' : money(lastWin)}
        </div>
      </div>
    </div>
  );
}
