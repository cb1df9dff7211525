import { useRef } from 'react';
import { AppLink } from '../../../ui/app-link';
import { useTranslation } from '../../../lib/use-translation';
import { HOME_CATEGORY, type CategoryItem, type GameCategory } from '@lobby/contract';
import { homeCategory } from '../../../lib/routes';
import { CategoryIcon } from '../../../ui/category-icon';

/** Height of the sticky mobile header the menu sticks under. */
const HEADER_HEIGHT_PX = 56;

/**
 * HOME plus the vendor categories. Each entry is a link to home with that category, so choosing
 * one sets the category and drops the data type and provider filter.
 */
export function CategoryMenu({ items, selected }: { items: readonly CategoryItem[]; selected: GameCategory }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  /** HOME goes back to the top; another category brings its list up under the menu. */
  const scrollFor = (category: GameCategory) => {
    const top = anchor.current ? anchor.current.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT_PX : 0;
    if (category === HOME_CATEGORY) window.scrollTo({ top: 0 });
    else if (window.scrollY > top) window.scrollTo({ top });
  };
  return (
    <>
      <div ref={anchor} aria-hidden="true" />
      <nav
        aria-label={t('categories.label')}
        className="sticky top-14 z-20 -mx-3 border-b border-line bg-ink-950/95 px-3 py-2"
      >
        <ul className="scrollbar-none flex gap-2 overflow-x-auto">
          {items.map((item) => {
            const active = item.gameCategory === selected;
            return (
              <li key={item.gameCategory} className="shrink-0">
                <AppLink
                  to={homeCategory(item.gameCategory)}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => scrollFor(item.gameCategory)}
                  className={`flex h-10 items-center gap-1.5 rounded-full px-4 text-[13px] font-bold transition ${
                    active ? 'bg-gold text-ink-950 shadow-gold' : 'bg-white/5 text-muted hover:text-text'
                  }`}
                >
                  <CategoryIcon category={item.gameCategory} size={16} />
                  {t(`category.${item.gameCategory}`)}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
