import { useState } from 'react';
import { RG_MONEY_LIMITS, type RgMoneyLimitView } from '@lobby/contract/responsible-gaming';
import { LimitGroup } from '../features/responsible-gaming/components/limit-group';
import { LimitSheet } from '../features/responsible-gaming/components/limit-sheet';
import { PlayTime } from '../features/responsible-gaming/components/play-time';
import { RestrictionBanner } from '../features/responsible-gaming/components/restriction-banner';
import { SelfExclusionSection, TimeOutSection } from '../features/responsible-gaming/components/breaks';
import { useRgOverview } from '../features/responsible-gaming/api/responsible-gaming';
import { useTranslation } from '../lib/use-translation';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';
import { ErrorState, Spinner } from '../ui/status-views';

/** `/m/responsibleGaming`: the member's limits, reality check, time-out and self-exclusion. */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.responsibleGaming');
  useDocumentTitle(title);
  const overview = useRgOverview();
  const [editing, setEditing] = useState<RgMoneyLimitView | null>(null);
  const data = overview.data;
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-12">
        {!data ? (
          overview.isError ? (
            <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
          ) : (
            <Spinner label={t('rg.loading')} />
          )
        ) : (
          <>
            {data.restriction ? (
              <RestrictionBanner restriction={data.restriction} />
            ) : (
              <p className="rounded-3xl border border-line bg-surface/60 p-4 text-sm leading-relaxed text-muted">
                {t('rg.intro')}
              </p>
            )}
            {RG_MONEY_LIMITS.map((kind) => (
              <LimitGroup key={kind} kind={kind} limits={data.limits} currency={data.currency} onEdit={setEditing} />
            ))}
            <PlayTime overview={data} />
            {data.restriction ? null : <TimeOutSection />}
            {data.restriction?.kind === 'self_exclusion' ? null : <SelfExclusionSection />}
            <LimitSheet limit={editing} currency={data.currency} onClose={() => setEditing(null)} />
          </>
        )}
      </main>
    </>
  );
}
