import type { PromotionCategory } from '@lobby/contract/promotions';
import { useTranslation } from '../../../lib/use-translation';

interface CategoryTabsProps {
  categories: readonly PromotionCategory[];
  /** The chosen category id; undefined is 'All'. */
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  panelId: string;
}

/** The promotions screen's category tabs, 'All' first; a row that scrolls sideways. */
export function CategoryTabs({ categories, selected, onSelect, panelId }: CategoryTabsProps) {
  const { t } = useTranslation();
  const tabs: { id: number | undefined; name: string }[] = [{ id: undefined, name: t('promo.all') }, ...categories];
  return (
    <div
      role="tablist"
      aria-label={t('promo.categories')}
      className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 py-0.5"
    >
      {tabs.map((tab) => (
        <button
          key={tab.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          onClick={() => onSelect(tab.id)}
          className="inline-flex h-9 shrink-0 items-center rounded-full border border-line bg-white/[0.03] px-4 text-[13px] font-semibold whitespace-nowrap text-muted transition hover:text-text aria-selected:border-gold-400/70 aria-selected:bg-gold-400/15 aria-selected:text-gold-300"
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
