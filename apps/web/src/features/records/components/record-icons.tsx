import type { LedgerKind } from '@lobby/contract/wallet';
import { GiftIcon, TrophyIcon, icon } from '../../../ui/icons';

const DiceIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3.5" />
    <path d="M8.5 8.5h.1M15.5 8.5h.1M12 12h.1M8.5 15.5h.1M15.5 15.5h.1" />
  </>,
);
const MoneyInIcon = icon(<path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />);
const MoneyOutIcon = icon(<path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 19.5h14" />);
const AdjustIcon = icon(<path d="M5 7h9m4 0h1M5 17h1m4 0h9M14 4.5v5M6 14.5v5" />);

/** Each kind of balance change: its icon and colours. */
export const KIND_LOOK: Record<LedgerKind, { Icon: typeof DiceIcon; className: string }> = {
  bet: { Icon: DiceIcon, className: 'bg-violet-500/15 text-violet-300' },
  win: { Icon: TrophyIcon, className: 'bg-emerald-400/15 text-emerald-400' },
  deposit: { Icon: MoneyInIcon, className: 'bg-emerald-400/15 text-emerald-400' },
  withdrawal: { Icon: MoneyOutIcon, className: 'bg-rose-500/15 text-rose-400' },
  withdrawal_release: { Icon: MoneyInIcon, className: 'bg-sky-400/15 text-sky-300' },
  reward: { Icon: GiftIcon, className: 'bg-gold-400/15 text-gold-300' },
  adjustment: { Icon: AdjustIcon, className: 'bg-sky-400/15 text-sky-300' },
  refund: { Icon: MoneyInIcon, className: 'bg-sky-400/15 text-sky-300' },
};
