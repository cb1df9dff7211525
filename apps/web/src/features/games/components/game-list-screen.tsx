import { useCallback, useId } from 'react';
import '../messages';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_GAME_NAME_LENGTH, PAGE_SIZE } from '@lobby/contract/core';
import { LOTTERY_GAME_TYPES, type DataType, type GameClassifyKey, type GameFilterPreset } from '@lobby/contract/games';
import { ROUTES } from '../../../lib/routes';
import { useIsMember } from '../../../lib/session';
import { useMemberGate } from '../../../lib/use-member-gate';
import { usePopupParam } from '../../../lib/use-popup-param';
import { useSearchInput } from '../../../lib/use-search-input';
import { ChevronDownIcon, FilterIcon, GridIcon } from '../../../ui/icons';
import { SearchField } from '../../../ui/search-field';
import { useClassifications } from '../api/classifications';
import { useVendorGameTypes } from '../api/vendor-game-types';
import { activeTab, toGameListParams, vendorsFor, writeFilters } from '../filters';
import { useGameFilters } from '../hooks/use-game-filters';
import { ClassifyTabs } from './classify-tabs';
import { FilterPopup, type FilterDraft } from './filter-popup';
import { GameResults } from './game-results';
import { HotResults } from './hot-results';
import { MemberGameResults, type MemberDataType } from './member-game-results';
import { ProviderPopup } from './provider-popup';
import { SortSelect } from './sort-select';
import { VendorStrip } from './vendor-strip';
import { VendorIcon } from './vendor-icon';

export const PROVIDER_POPUP = 'provider';
export const FILTER_POPUP = 'filter';
const MEMBER_DATA_TYPES: readonly DataType[] = ['fav', 'recent'];
const isMemberDataType = (dataType: DataType): dataType is MemberDataType => MEMBER_DATA_TYPES.includes(dataType);

interface GameListScreenProps {
  preset: GameFilterPreset;
  title: string;
  /** h1 on its own page, h2 when embedded (home categories). */
  headingLevel?: 1 | 2;
}

/**
 * A game list filtered by game type, provider, classification and name: provider and filter
 * popups, name search, vendor strip, classify tabs, and the results.
 */
export function GameListScreen({ preset, title, headingLevel = 1 }: GameListScreenProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const isMember = useIsMember();
  const gate = useMemberGate();
  const { filters, update } = useGameFilters();
  const vendorTypes = useVendorGameTypes();
  const vendors = vendorsFor(vendorTypes.data, preset);
  const classifications = useClassifications(preset.gameType, preset.vendors.join(',')).data ?? [];
  const tabs = filters.vassalage
    ? classifications.filter((item) => item.vendors.includes(filters.vassalage))
    : classifications;
  const providerPopup = usePopupParam(PROVIDER_POPUP);
  const filterPopup = usePopupParam(FILTER_POPUP);
  const lottery = LOTTERY_GAME_TYPES.includes(preset.gameType);
  const commitName = useCallback((gameName: string) => update({ gameName }), [update]);
  const search = useSearchInput(filters.gameName, commitName);

  if (!isMember && isMemberDataType(filters.dataType)) return <Navigate to={ROUTES.login} replace />;

  const selectDataType = (dataType: DataType) => {
    const choose = () => update({ dataType, gameClassify: '' });
    if (isMemberDataType(dataType)) gate(choose);
    else choose();
  };
  const selectClassification = (gameClassify: GameClassifyKey) => update({ dataType: 'all', gameClassify });
  const applyDraft = (draft: FilterDraft) => filterPopup.close((next) => writeFilters(next, draft));

  const current = vendors.find((vendor) => vendor.vassalage === filters.vassalage);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const params = toGameListParams(preset, filters, PAGE_SIZE.providerList);
  const serverList = filters.dataType !== 'hot' && !isMemberDataType(filters.dataType);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center gap-2">
        <Heading id={headingId} className="min-w-0 flex-1 truncate text-xl font-extrabold tracking-tight">
          {title}
        </Heading>
        <button
          type="button"
          onClick={providerPopup.show}
          aria-label={t('gameList.chooseProvider')}
          aria-haspopup="dialog"
          className="flex h-9 max-w-40 items-center gap-1.5 rounded-full border border-line bg-ink-850 pr-2 pl-3 text-xs font-semibold text-muted transition hover:text-text"
        >
          {current ? <VendorIcon vendor={current} className="h-4 w-8" /> : <GridIcon size={15} />}
          <span className="truncate">{current?.displayName ?? t('gameList.allProvidersLabel')}</span>
          <ChevronDownIcon size={15} />
        </button>
        <button
          type="button"
          onClick={filterPopup.show}
          aria-label={t('gameList.openFilter')}
          aria-haspopup="dialog"
          className="relative grid size-9 place-items-center rounded-full border border-line bg-ink-850 text-muted transition hover:text-text"
        >
          <FilterIcon size={18} />
          {filters.gameClassify || filters.gameName ? (
            <span className="absolute top-1 right-1 size-2 rounded-full bg-gold-400" aria-hidden="true" />
          ) : null}
        </button>
      </div>
      <div className="flex items-center gap-2 empty:hidden">
        {lottery ? null : (
          <div className="min-w-0 flex-1">
            <SearchField
              label={t('gameList.searchLabel')}
              placeholder={t('gameList.searchPlaceholder')}
              value={search.value}
              onChange={search.setValue}
              onSubmit={search.submit}
              onClear={search.clear}
              maxLength={MAX_GAME_NAME_LENGTH}
            />
          </div>
        )}
        {/* The server sorts its lists; hot keeps its ranking, favourites and recent their own order. */}
        {serverList ? <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} /> : null}
      </div>
      {vendors.length > 0 ? (
        <VendorStrip vendors={vendors} selected={filters.vassalage} onSelect={(vassalage) => update({ vassalage })} />
      ) : vendorTypes.isPending ? (
        // The strip's height while the providers load, so the tabs and cards below do not move down.
        <div aria-hidden="true" className="h-16" />
      ) : null}
      <ClassifyTabs
        classifications={tabs}
        active={activeTab(filters)}
        onSelectDataType={selectDataType}
        onSelectClassification={selectClassification}
      />
      {filters.dataType === 'hot' ? (
        <HotResults preset={preset} filters={{ ...filters, gameName: search.value }} />
      ) : isMemberDataType(filters.dataType) ? (
        <MemberGameResults
          dataType={filters.dataType}
          gameType={preset.gameType}
          vendor={filters.vassalage || (preset.vendors.length === 1 ? preset.vendors[0] : undefined)}
          vendors={filters.vassalage ? [] : preset.vendors}
          localName={search.value}
          label={title}
        />
      ) : (
        <GameResults params={params} localName={search.value} label={title} />
      )}
      <ProviderPopup
        open={providerPopup.open}
        vendors={vendors}
        selected={filters.vassalage}
        onClose={() => providerPopup.close()}
        onConfirm={(vassalage) => providerPopup.close((next) => writeFilters(next, { vassalage }))}
      />
      <FilterPopup
        open={filterPopup.open}
        current={{ gameName: filters.gameName, vassalage: filters.vassalage, gameClassify: filters.gameClassify }}
        vendors={vendors}
        classifications={classifications}
        onApply={applyDraft}
      />
    </section>
  );
}
