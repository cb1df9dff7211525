import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import type { HelpSection } from '@lobby/contract/help';
import { useHelp } from '../features/help/api/help';
import { HelpArticle } from '../features/help/components/help-article';
import { HelpNav } from '../features/help/components/help-nav';
import { HelpEmpty, HelpSkeleton } from '../features/help/components/help-states';
import { selectHelp, type HelpSelection } from '../features/help/selection';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';
import { SafeHtml } from '../ui/safe-html';
import { ErrorState } from '../ui/status-views';

import { ROUTES } from '../lib/routes';

/**
 * The help centre (/m/help: navigation list and the chosen section; ?tag=terms|about, ?i=, ?c=) and
 * one item on its own page (/m/helpDetail?i=&c=).
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const help = useHelp();
  const sections = help.data?.sections ?? [];
  const selection = selectHelp(sections, params);
  const detail = pathname === ROUTES.helpDetail;
  const section = sections[selection.section];
  const item = detail && params.has('c') && selection.child !== null ? section?.children[selection.child] : section;
  const title = detail && item ? item.title : t('title.help');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-3 pt-4 pb-12">
        {help.isPending ? (
          <HelpSkeleton />
        ) : help.isError ? (
          <ErrorState error={help.error} onRetry={() => void help.refetch()} />
        ) : !section ? (
          <HelpEmpty />
        ) : detail && item ? (
          <article className="rounded-3xl border border-line bg-surface p-4">
            {item !== section ? <p className="mb-1 text-xs font-semibold text-gold-400">{section.title}</p> : null}
            <SafeHtml html={item.content} />
          </article>
        ) : (
          <HelpCentre sections={sections} selection={selection} />
        )}
      </main>
    </>
  );
}

function HelpCentre({ sections, selection }: { sections: HelpSection[]; selection: HelpSelection }) {
  const [, setParams] = useSearchParams();
  const section = sections[selection.section];
  // The open sub-section follows ?c= (default the first); closing it is local to this visit.
  const [closed, setClosed] = useState<string | null>(null);
  const key = `${selection.section}:${selection.child ?? ''}`;
  if (!section) return null;
  return (
    <div className="space-y-4">
      <HelpNav
        sections={sections}
        selected={selection.section}
        onSelect={(i) => setParams({ i: String(i) }, { replace: true })}
      />
      <HelpArticle
        section={section}
        openChild={closed === key ? null : selection.child}
        onToggle={(c) => {
          if (c === selection.child && closed !== key) setClosed(key);
          else {
            setClosed(null);
            setParams({ i: String(selection.section), c: String(c) }, { replace: true });
          }
        }}
      />
    </div>
  );
}
