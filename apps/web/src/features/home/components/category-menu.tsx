import { useEffect, useRef } from 'react';
import { AppLink } from '../../../ui/app-link';
import { useTranslation } from '../../../lib/use-translation';
import { HOME_CATEGORY, type CategoryItem, type GameCategory } from '@lobby/contract/games';
import { centerScrollLeft } from '../../../lib/center-scroll';
import { homeCategory } from '../../../lib/routes';
import { CategoryIcon } from '../../../ui/category-icon';

/** Height of the sticky mobile header the menu sticks under. */
const HEADER_HEIGHT_PX = 56;

/**
 * Wherever a category was chosen (a chip here, the drawer, a shared address), the page lands on
 * its games: the menu sticks under the header with the chosen chip centred and the list below it.
 * HOME goes back to the top of the page (spec: home navigation scrolls to top).
 */
function useLandOnCategory(selected: GameCategory) {
  const anchor = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const chip = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip.current && chip) {
      const offset = chip.getBoundingClientRect().left - strip.current.getBoundingClientRect().left;
      strip.current.scrollLeft = centerScrollLeft(
        strip.current.scrollLeft + offset,
        chip.offsetWidth,
        strip.current.clientWidth,
      );
    }
    const isFirst = first.current;
    first.current = false;
    if (selected === HOME_CATEGORY) {
      if (!isFirst) window.scrollTo({ top: 0 });
    } else if (anchor.current) {
      window.scrollTo({ top: anchor.current.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT_PX });
    }
  }, [selected]);
  return { anchor, strip };
}

/**
 * HOME plus the vendor categories. Each entry is a link to home with that category, so choosing
 * one sets the category and drops the data type and provider filter.
 */
export function CategoryMenu({ items, selected }: { items: readonly CategoryItem[]; selected: GameCategory }) {
  const { t } = useTranslation();
  const { anchor, strip } = useLandOnCategory(selected);
  return (
    <>
      <div ref={anchor} aria-hidden="true" />
      <nav
        aria-label={t('categories.label')}
        className="sticky top-14 z-20 -mx-3 border-b border-line bg-ink-950 px-3 py-2"
      >
        <ul ref={strip} className="scrollbar-none flex gap-2 overflow-x-auto">
          {items.map((item) => {
            const active = item.gameCategory === selected;
            return (
              <li key={item.gameCategory} className="shrink-0">
                <AppLink
                  to={homeCategory(item.gameCategory)}
                  aria-current={active ? 'page' : undefined}
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
