import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FOOTER_HELP_DEBOUNCE_MS } from '@lobby/contract/help';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLanguage } from '../../../lib/use-language';
import { usePopupParam } from '../../../lib/use-popup-param';
import { Skeleton } from '../../../ui/skeleton';
import { helpOptions } from '../api/help';
import { HelpPopup } from './help-popup';

export const HELP_POPUP = 'help';

/**
 * The footer's help list: the help centre's sections, each opening the help popup. A language
 * switch reloads it after FOOTER_HELP_DEBOUNCE_MS (spec: 200 ms), so a quick back-and-forth costs one call.
 */
export function FooterHelpList() {
  const { t } = useTranslation();
  const language = useDebouncedValue(useLanguage(), FOOTER_HELP_DEBOUNCE_MS);
  const help = useQuery({ ...helpOptions(language), placeholderData: keepPreviousData });
  const popup = usePopupParam(HELP_POPUP);
  const [chosen, setChosen] = useState(0);
  const sections = help.data?.sections ?? [];
  return (
    <nav aria-labelledby="footer-help">
      <h2 id="footer-help" className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">
        {t('help.footerTitle')}
      </h2>
      {help.isPending ? (
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1">
          {sections.map((section, i) => (
            <li key={section.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  setChosen(i);
                  popup.show();
                }}
                className="flex min-h-9 w-full items-center py-1 text-left text-sm text-muted transition hover:text-gold-300"
              >
                {section.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      {popup.open ? <HelpPopup initial={chosen} onClose={() => popup.close()} /> : null}
    </nav>
  );
}
