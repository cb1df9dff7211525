import { useTranslation } from '../lib/use-translation';
import { LANGUAGES } from '@lobby/contract/core';
import { buildCategoryMenu } from '@lobby/contract/games';
import { useVendorSorting } from '../features/games/api/vendor-sorting';
import { useSite } from '../shared/site/api/site';
import { setLanguage } from '../lib/i18n';
import { homeCategory } from '../lib/routes';
import { useLanguage } from '../lib/use-language';
import { AppLink } from '../ui/app-link';
import { CategoryIcon } from '../ui/category-icon';
import { CheckIcon, ChevronRightIcon } from '../ui/icons';
import { FLAGS } from './flag-icons';
import { ErrorState } from '../ui/status-views';
import { Skeleton } from '../ui/skeleton';

/** The drawer's game categories (home with the category chosen). */
export function DrawerCategories() {
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

/** The language selector: the site's languages with their flags, a tick on the current one; the choice is remembered. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  const offered = useSite().data?.languages ?? LANGUAGES;
  return (
    <section className="mt-6">
      <h3 id="drawer-language" className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">
        {t('drawer.language')}
      </h3>
      {/* The group on a wrapper: a list with another role would orphan its items. */}
      <div role="group" aria-labelledby="drawer-language">
        <ul className="space-y-1.5">
          {offered.map((code) => {
            const Flag = FLAGS[code];
            const current = code === language;
            return (
              <li key={code}>
                <button
                  type="button"
                  lang={code}
                  aria-pressed={current}
                  onClick={() => void setLanguage(code)}
                  className={`flex h-12 w-full items-center gap-3 rounded-xl border px-3 text-left text-sm font-medium transition ${
                    current
                      ? 'border-gold-400/60 bg-gold-400/10 text-gold-200'
                      : 'border-line bg-white/5 text-muted hover:text-text'
                  }`}
                >
                  <Flag size={24} className="shrink-0 rounded-full ring-1 ring-white/20" />
                  <span className="flex-1">{t(`lang.${code}`)}</span>
                  {current ? (
                    <span className="grid size-6 place-items-center rounded-full bg-gold-400 text-ink-950">
                      <CheckIcon size={14} strokeWidth={3} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
