import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/page-header';
import { SETTINGS_PATHS } from './settings-paths';

/** Site settings: the sub-pages on the left, the open one on the right. */
export function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <div className="grid grid-cols-[12rem_1fr] items-start gap-6">
        <nav
          aria-label={t('settings.pages')}
          className="sticky top-0 flex flex-col gap-0.5 rounded-lg border border-line bg-ink-900 p-2"
        >
          {SETTINGS_PATHS.map((path) => (
            <NavLink
              key={path}
              to={path}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm transition-colors ${
                  isActive
                    ? 'bg-ink-700 font-medium text-text shadow-[inset_2px_0_0] shadow-gold-400'
                    : 'text-muted hover:bg-ink-800 hover:text-text'
                }`
              }
            >
              {t(`settings.page.${path}`)}
            </NavLink>
          ))}
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </section>
  );
}
