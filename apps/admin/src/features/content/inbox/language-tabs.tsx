import type { Language } from '@lobby/contract/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  languages: Language[];
  active: Language;
  onSelect: (language: Language) => void;
  /** Whether a language has text yet (a dot on its tab) or a mistake (a red dot). */
  state: (language: Language) => 'empty' | 'written' | 'invalid';
  /** One panel per language, all kept mounted so each editor keeps its text. */
  panel: (language: Language) => ReactNode;
}

const DOT = { empty: 'bg-ink-600', written: 'bg-emerald-400', invalid: 'bg-rose-400' } as const;

/** A message's languages as tabs: the site's first language is the message's own text, the rest optional. */
export function LanguageTabs({ languages, active, onSelect, state, panel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('inbox.languages')} className="flex gap-1 border-b border-line">
        {languages.map((language, index) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`${id}-tab-${language}`}
            aria-selected={language === active}
            aria-controls={`${id}-panel-${language}`}
            onClick={() => onSelect(language)}
            className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-1.5 text-sm font-medium text-muted hover:text-text aria-selected:border-gold-400 aria-selected:text-text"
          >
            <span aria-hidden className={`size-1.5 rounded-full ${DOT[state(language)]}`} />
            {t(`content.language.${language}`)}
            {index === 0 && <span className="text-xs font-normal text-muted">{t('inbox.ownLanguage')}</span>}
          </button>
        ))}
      </div>
      {languages.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={language !== active}
          className="flex flex-col gap-4"
        >
          {panel(language)}
        </div>
      ))}
    </div>
  );
}
