import type { ComponentType } from 'react';
import { SparkleIcon } from '../../../ui/icons';
import { BankIcon, BoltIcon, QrIcon, WalletIcon } from './cashier-icons';

type IconComponent = ComponentType<{ size?: number; className?: string }>;

/** Each known kind has its own look; a kind added later as data gets the generic one. */
const KIND_LOOK: Record<string, { Icon: IconComponent; tone: string }> = {
  bank: { Icon: BankIcon, tone: 'bg-sky-400/15 text-sky-300' },
  ewallet: { Icon: WalletIcon, tone: 'bg-emerald-400/15 text-emerald-300' },
  qr: { Icon: QrIcon, tone: 'bg-fuchsia-400/15 text-fuchsia-300' },
  gateway: { Icon: BoltIcon, tone: 'bg-gold-400/15 text-gold-300' },
};
const OTHER = { Icon: SparkleIcon, tone: 'bg-violet-400/15 text-violet-300' };

/** A channel's icon: the operator's picture when it has one, else its kind's. Decorative (the name is beside it). */
export function ChannelIcon({ kind, iconUrl, size = 'md' }: { kind: string; iconUrl?: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-12 rounded-2xl' : 'size-10 rounded-xl';
  if (iconUrl) {
    return <img src={iconUrl} alt="" className={`${box} shrink-0 bg-white/5 object-cover`} />;
  }
  const { Icon, tone } = KIND_LOOK[kind] ?? OTHER;
  return (
    <span aria-hidden="true" className={`grid ${box} shrink-0 place-items-center ${tone}`}>
      <Icon size={size === 'lg' ? 24 : 20} />
    </span>
  );
}

/** The message key of a kind's label ("Bank transfer"), the generic one for a kind added later. */
export function kindLabelKey(kind: string) {
  return kind in KIND_LOOK ? (`cashier.kind.${kind}` as 'cashier.kind.bank') : ('cashier.kind.other' as const);
}
