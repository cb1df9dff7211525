import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { HelpSection } from '@lobby/contract/help';

interface HelpNavProps {
  sections: readonly HelpSection[];
  selected: number;
  onSelect: (index: number) => void;
}

/** The navigation list: one chip per section, the active one kept in view. */
export function HelpNav({ sections, selected, onSelect }: HelpNavProps) {
  const { t } = useTranslation();
  const active = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <nav aria-label={t('help.topics')} className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none]">
      <ul className="flex w-max gap-2 pb-1">
        {sections.map((section, i) => (
          <li key={section.id}>
            <button
              ref={i === selected ? active : undefined}
              type="button"
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => onSelect(i)}
              className={`h-9 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition ${
                i === selected
                  ? 'border-gold-400/60 bg-gold-400/15 text-gold-300'
                  : 'border-line bg-white/5 text-muted hover:text-text'
              }`}
            >
              {section.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
