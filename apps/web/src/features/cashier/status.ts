import type { WithdrawalStatus } from '@lobby/contract/withdrawals';
import type { DepositStatus } from '@lobby/contract/deposits';

/** How a state looks: waiting (gold), done well (green), refused (rose), ended without money moving (grey). */
export type StatusTone = 'waiting' | 'done' | 'refused' | 'ended';

export const DEPOSIT_TONE: Record<DepositStatus, StatusTone> = {
  pending: 'waiting',
  credited: 'done',
  rejected: 'refused',
  expired: 'ended',
  cancelled: 'ended',
};

export const WITHDRAWAL_TONE: Record<WithdrawalStatus, StatusTone> = {
  pending: 'waiting',
  paid: 'done',
  rejected: 'refused',
  cancelled: 'ended',
};

export const TONE_CLASS: Record<StatusTone, string> = {
  waiting: 'bg-gold-400/15 text-gold-300 ring-gold-400/30',
  done: 'bg-emerald-400/15 text-emerald-300 ring-emerald-400/30',
  refused: 'bg-rose-500/15 text-rose-300 ring-rose-500/30',
  ended: 'bg-white/5 text-muted ring-white/10',
};
