import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/status-views';
import { useHelp } from '../api/help';
import { helpHref } from '../selection';
import { HelpArticle } from './help-article';
import { HelpNav } from './help-nav';
import { HelpEmpty, HelpSkeleton } from './help-states';

/** The help popup: the navigation list and the chosen section, over the current page. */
export function HelpPopup({ initial, onClose }: { initial: number; onClose: () => void }) {
  const { t } = useTranslation();
  const help = useHelp();
  const [selected, setSelected] = useState(initial);
  const [child, setChild] = useState<number | null>(0);
  const sections = help.data?.sections ?? [];
  const index = selected < sections.length ? selected : 0;
  const section = sections[index];
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('title.help')}
      variant="sheet"
      footer={
        <AppLink to={helpHref(ROUTES.help, index)} className={buttonClass('outline', 'md', 'w-full')}>
          {t('help.all')}
        </AppLink>
      }
    >
      {help.isPending ? (
        <HelpSkeleton />
      ) : help.isError ? (
        <ErrorState compact error={help.error} onRetry={() => void help.refetch()} />
      ) : section ? (
        <div className="space-y-4">
          <HelpNav
            sections={sections}
            selected={index}
            onSelect={(next) => {
              setSelected(next);
              setChild(0);
            }}
          />
          <HelpArticle
            section={section}
            openChild={child}
            onToggle={(next) => setChild(next === child ? null : next)}
            headingLevel={3}
          />
        </div>
      ) : (
        <HelpEmpty />
      )}
    </Dialog>
  );
}
