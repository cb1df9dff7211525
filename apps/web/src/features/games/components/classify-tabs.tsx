import { useTranslation } from '../../../lib/use-translation';
import '../messages';
import { FIXED_CLASSIFY_TABS, type DataType } from '@lobby/contract/games';
import type { Classification } from '@lobby/contract/vendors';
import { ClockIcon, FireIcon, GridIcon, HeartIcon, SparkleIcon } from '../../../ui/icons';

const FIXED_ICONS: Record<(typeof FIXED_CLASSIFY_TABS)[number], typeof GridIcon> = {
  all: GridIcon,
  fav: HeartIcon,
  new: SparkleIcon,
  hot: FireIcon,
  recent: ClockIcon,
};

interface ClassifyTabsProps {
  classifications: readonly Classification[];
  /** A fixed tab's data type or a classification key. */
  active: string;
  onSelectDataType: (dataType: DataType) => void;
  onSelectClassification: (key: Classification['key']) => void;
}

const pill = 'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-[13px] font-semibold transition';
const pillStyle = (active: boolean) =>
  active ? `${pill} bg-violet text-white shadow-glow` : `${pill} bg-white/5 text-muted hover:text-text`;

/** Fixed tabs (all, favourites, new, hot, recent) then the game type's classifications. */
export function ClassifyTabs({ classifications, active, onSelectDataType, onSelectClassification }: ClassifyTabsProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('gameList.filters')}
      className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 py-1"
    >
      {FIXED_CLASSIFY_TABS.map((dataType) => {
        const Icon = FIXED_ICONS[dataType];
        return (
          <button
            key={dataType}
            type="button"
            aria-pressed={active === dataType}
            onClick={() => onSelectDataType(dataType)}
            className={pillStyle(active === dataType)}
          >
            <Icon size={15} />
            {t(`dataType.${dataType}`)}
          </button>
        );
      })}
      {classifications.map((item) => (
        <button
          key={item.key}
          type="button"
          aria-pressed={active === item.key}
          onClick={() => onSelectClassification(item.key)}
          className={pillStyle(active === item.key)}
        >
          {t(`classify.${item.key}`, { defaultValue: item.displayName })}
        </button>
      ))}
    </div>
  );
}
