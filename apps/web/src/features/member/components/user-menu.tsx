import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isAgentType } from '@lobby/contract/members';
import { ROUTES } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { Dialog } from '../../../ui/dialog';
import { ChevronRightIcon, UserIcon } from '../../../ui/icons';
import { DiceIcon, ReceiptIcon, TeamIcon, WithdrawIcon } from './member-icons';
import { SignOutButton } from './sign-out-button';

interface UserMenuProps {
  name: string;
  type: number;
  onClose: () => void;
}

interface MenuItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The user bar's popup: profile, agency centre (agents only), withdrawal, records, then sign-out. */
export function UserMenu({ name, type, onClose }: UserMenuProps) {
  const { t } = useTranslation();
  const items: MenuItem[] = [
    { to: ROUTES.memberHome, label: t('member.profile'), icon: <UserIcon size={18} /> },
    ...(isAgentType(type) ? [{ to: ROUTES.agentHome, label: t('member.agency'), icon: <TeamIcon size={18} /> }] : []),
    { to: ROUTES.withdraw, label: t('member.withdrawal'), icon: <WithdrawIcon size={18} /> },
    { to: ROUTES.accountRecord, label: t('menu.accountRecord'), icon: <ReceiptIcon size={18} /> },
    { to: ROUTES.bettingRecord, label: t('menu.bettingRecord'), icon: <DiceIcon size={18} /> },
  ];
  return (
    <Dialog open onClose={onClose} title={name}>
      <nav aria-label={t('member.menu')}>
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                className="flex h-12 items-center gap-3 rounded-xl px-3 text-sm font-medium transition hover:bg-white/5"
              >
                <span className="text-gold-400">{item.icon}</span>
                <span className="flex-1">{item.label}</span>
                <ChevronRightIcon size={16} className="text-subtle" />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <SignOutButton className="mt-4" />
    </Dialog>
  );
}
