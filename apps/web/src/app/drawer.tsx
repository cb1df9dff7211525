import { AppLink } from '../ui/app-link';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, buildCategoryMenu } from '@lobby/contract';
import { useVendorSorting } from '../features/games/api/vendor-sorting';
import { setLanguage } from '../lib/i18n';
import { ROUTES, homeCategory } from '../lib/routes';
import { useLanguage } from '../lib/use-language';
import { buttonClass } from '../ui/button';
import { CategoryIcon } from '../ui/category-icon';
import { Dialog } from '../ui/dialog';
import { CheckIcon, ChevronRightIcon, ClockIcon, FireIcon, HeartIcon, UserIcon } from '../ui/icons';
import { ErrorState } from '../ui/status-views';
import { Skeleton } from '../ui/skeleton';
import { useShellStore } from './ui-store';

/** The side menu: visitor card, game categories and language (loaded when first opened). */
export function Drawer() {
  const { t } = useTranslation();
  const close = useShellStore((state) => state.closeDrawer);
  return (
    <Dialog open onClose={close} title={t('drawer.title')} variant="drawer" closeLabel={t('drawer.close')}>
      <VisitorCard />
      <MyGames />
      <DrawerCategories />
      <LanguagePicker />
    </Dialog>
  );
}

function VisitorCard() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-2xl border border-violet-500/30 bg-violet p-4 shadow-glow">
      <div className="absolute -top-10 -right-8 size-32 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-full bg-white/15">
          <UserIcon />
        </span>
        <div>
          <p className="font-bold">{t('drawer.welcome')}</p>
          <p className="text-xs text-white/75">{t('drawer.visitorHint')}</p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <AppLink to={ROUTES.login} className={buttonClass('gold', 'md')}>
          {t('drawer.login')}
        </AppLink>
        <AppLink to={ROUTES.login} className={buttonClass('outline', 'md', 'bg-white/5')}>
          {t('drawer.register')}
        </AppLink>
      </div>
    </section>
  );
}

/** Favourites and recent games: members only, so a visitor lands on the login route. */
function MyGames() {
  const { t } = useTranslation();
  const items = [
    { to: ROUTES.favGames, label: t('title.favourites'), Icon: HeartIcon },
    { to: ROUTES.recentGames, label: t('title.recent'), Icon: ClockIcon },
    { to: ROUTES.hotGames, label: t('entry.HOT'), Icon: FireIcon },
  ];
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2">
      {items.map(({ to, label, Icon }) => (
        <li key={to}>
          <AppLink
            to={to}
            className="flex h-16 flex-col items-center justify-center gap-1 rounded-xl border border-line bg-white/5 text-center text-xs font-medium text-muted transition hover:text-text"
          >
            <Icon size={18} className="text-gold-400" />
            {label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function DrawerCategories() {
  const { t } = useTranslation();
  const sorting = useVendorSorting();
  return (
    <nav aria-labelledby="drawer-games" className="mt-6">
      <h3 id="drawer-games" className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">
        {t('drawer.games')}
      </h3>
      {sorting.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : sorting.isError ? (
        <ErrorState compact error={sorting.error} onRetry={() => void sorting.refetch()} />
      ) : (
        <ul className="space-y-1">
          {buildCategoryMenu(sorting.data).map((item) => (
            <li key={item.gameCategory}>
              <AppLink
                to={homeCategory(item.gameCategory)}
                className="flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition hover:bg-white/5"
              >
                <span className="text-gold-400">
                  <CategoryIcon category={item.gameCategory} />
                </span>
                <span className="flex-1">{t(`category.${item.gameCategory}`)}</span>
                <ChevronRightIcon size={16} className="text-subtle" />
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="mt-6">
      <h3 id="drawer-language" className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">
        {t('drawer.language')}
      </h3>
      <div role="group" aria-labelledby="drawer-language" className="grid grid-cols-2 gap-2">
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === language}
            onClick={() => void setLanguage(code)}
            className={`flex h-11 items-center justify-center gap-1.5 rounded-xl border text-sm font-medium transition ${
              code === language
                ? 'border-gold-400/60 bg-gold-400/10 text-gold-300'
                : 'border-line bg-white/5 text-muted hover:text-text'
            }`}
          >
            {code === language ? <CheckIcon size={16} /> : null}
            {t(`lang.${code}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
