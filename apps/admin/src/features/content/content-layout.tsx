import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import type { Messages } from '../../locales';
import { PageHeader } from '../../shared/page-header';

const TABS: { to: string; label: keyof Messages }[] = [
  { to: 'announcements', label: 'content.tab.announcements' },
  { to: 'banners', label: 'content.tab.banners' },
  { to: 'promotions', label: 'content.tab.promotions' },
  { to: 'promotion-categories', label: 'content.tab.promotionCategories' },
  { to: 'help', label: 'content.tab.help' },
  { to: 'inbox', label: 'content.tab.inbox' },
];

/** The content section: its kinds as tabs over the page of the one chosen. */
export function ContentLayout() {
  const { t } = useTranslation();
  return (
    <section className="flex h-full flex-col">
      <PageHeader title={t('content.title')} subtitle={t('content.subtitle')} />
      <nav aria-label={t('content.tabs')} className="mb-4 flex gap-1 border-b border-line">
        {TABS.map((tab) => (
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
