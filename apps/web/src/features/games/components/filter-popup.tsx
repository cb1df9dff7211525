import { useId, useState } from 'react';
import '../messages';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_GAME_NAME_LENGTH } from '@lobby/contract/core';
import type { GameClassifyKey } from '@lobby/contract/games';
import type { Classification, Vendor } from '@lobby/contract/vendors';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** The filter popup's working copy: name, provider and classification. */
export interface FilterDraft {
  gameName: string;
  vassalage: string;
  gameClassify: GameClassifyKey | '';
}

export const EMPTY_DRAFT: FilterDraft = { gameName: '', vassalage: '', gameClassify: '' };

/** Toggle: choosing the chosen value again clears it. */
export function toggle<T extends string>(current: T | '', value: T): T | '' {
  return current === value ? '' : value;
}

interface FilterPopupProps {
  open: boolean;
  /** The filters in force; the draft starts from them each time the popup opens. */
  current: FilterDraft;
  vendors: readonly Vendor[];
  classifications: readonly Classification[];
  /** Filter, and closing the popup by any means, apply the draft. */
  onApply: (draft: FilterDraft) => void;
}

const chip = 'h-9 rounded-full border px-3.5 text-[13px] font-semibold transition';
const chipStyle = (on: boolean) =>
  on
    ? `${chip} border-gold-400/70 bg-gold-400/10 text-gold-300`
    : `${chip} border-line bg-ink-850 text-muted hover:text-text`;

/** Name, provider toggle and game type toggle; reset and filter; closing applies. */
export function FilterPopup({ open, current, vendors, classifications, onApply }: FilterPopupProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const [draft, setDraft] = useState(current);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(current);
  }
  const apply = () => onApply(draft);
  const shownClassifications = draft.vassalage
    ? classifications.filter((item) => item.vendors.includes(draft.vassalage))
    : classifications;

  return (
    <Dialog
      open={open}
      onClose={apply}
      title={t('filterPopup.title')}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" onClick={() => setDraft(EMPTY_DRAFT)}>
            {t('filterPopup.reset')}
          </Button>
          <Button size="lg" onClick={apply}>
            {t('filterPopup.apply')}
          </Button>
        </div>
      }
    >
      <label htmlFor={nameId} className="mb-2 block text-sm font-semibold">
        {t('filterPopup.name')}
      </label>
      <input
        id={nameId}
        type="text"
        value={draft.gameName}
        maxLength={MAX_GAME_NAME_LENGTH}
        onChange={(event) => setDraft({ ...draft, gameName: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        placeholder={t('gameList.searchPlaceholder')}
        className="h-11 w-full rounded-xl border border-line bg-ink-850 px-3.5 text-sm placeholder:text-subtle focus:border-violet-400/70 focus:outline-none"
      />
      {vendors.length > 0 ? (
        <fieldset className="mt-5">
          <legend className="mb-2 text-sm font-semibold">{t('filterPopup.provider')}</legend>
          <div className="flex flex-wrap gap-2">
            {vendors.map((vendor) => {
              const on = draft.vassalage === vendor.vassalage;
              return (
                <button
                  key={vendor.vassalage}
                  type="button"
                  aria-pressed={on}
                  onClick={() => setDraft({ ...draft, vassalage: toggle(draft.vassalage, vendor.vassalage) })}
                  className={chipStyle(on)}
                >
                  {vendor.displayName}
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {shownClassifications.length > 0 ? (
        <fieldset className="mt-5">
          <legend className="mb-2 text-sm font-semibold">{t('filterPopup.gameType')}</legend>
          <div className="flex flex-wrap gap-2">
            {shownClassifications.map((item) => {
              const on = draft.gameClassify === item.key;
              return (
                <button
                  key={item.key}
                  type="button"
                  aria-pressed={on}
                  onClick={() => setDraft({ ...draft, gameClassify: toggle(draft.gameClassify, item.key) })}
                  className={chipStyle(on)}
                >
                  {t(`classify.${item.key}`, { defaultValue: item.displayName })}
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </Dialog>
  );
}
