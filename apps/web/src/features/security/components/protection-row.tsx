import type { ReactNode } from 'react';
import type { icon } from '../../../ui/icons';
import { StatusPill } from './status-pill';

interface ProtectionRowProps {
  Icon: ReturnType<typeof icon>;
  label: string;
  hint: string;
  good: boolean;
  status: string;
  /** The row's action (a button or a link), if the member can act here. */
  action?: ReactNode;
}

/** One protection of the account: what it is, its state, and what the member can do. */
export function ProtectionRow({ Icon, label, hint, good, status, action }: ProtectionRowProps) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-xl ${
          good ? 'bg-emerald-500/10 text-emerald-300' : 'bg-white/5 text-gold-300'
        }`}
      >
        <Icon size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">{label}</span>
          <StatusPill good={good} label={status} />
        </div>
        <p className="mt-0.5 truncate text-xs text-muted">{hint}</p>
      </div>
      {action}
    </li>
  );
}
