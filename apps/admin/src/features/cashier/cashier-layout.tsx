import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet } from 'react-router';
import type { ReactNode } from 'react';
import type { Messages } from '../../locales';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session-context';

interface Tab {
  to: string;
  label: keyof Messages;
  adminOnly?: boolean;
}

const TABS: Tab[] = [
  { to: 'deposits', label: 'cashier.tab.deposits' },
  { to: 'withdrawals', label: 'cashier.tab.withdrawals' },
  { to: 'channels', label: 'cashier.tab.channels' },
  { to: 'totals', label: 'cashier.tab.totals' },
  { to: 'settings', label: 'cashier.tab.settings', adminOnly: true },
];

const useIsAdmin = () => useSession().session?.operator.role === 'admin';

/** The cashier section (finance and admins): its pages as tabs; the rules tab for admins only. */
export function CashierLayout() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  return (
    <section className="flex h-full flex-col">
      <PageHeader title={t('cashier.title')} subtitle={t('cashier.subtitle')} />
      <nav aria-label={t('cashier.tabs')} className="mb-4 flex gap-1 border-b border-line">
        {TABS.filter((tab) => isAdmin || !tab.adminOnly).map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2 text-sm font-medium ${isActive ? 'border-gold-400 text-text' : 'border-transparent text-muted hover:text-text'}`
            }
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <div className="min-h-0 flex-1">
        <Outlet />
      </div>
    </section>
  );
}

/** A page only admins open (the API refuses the others too): finance goes back to the deposit queue. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useIsAdmin() ? children : <Navigate to="../deposits" replace />;
}
