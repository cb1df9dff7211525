import { useTranslation } from '../lib/use-translation';
import { DownloadPanel } from '../features/download/components/download-panel';
import { useDownloadOffer } from '../features/download/hooks/use-download-offer';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ROUTES } from '../lib/routes';
import { PageHeader } from '../ui/page-header';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-views';

/** App download (/m/download): back goes home (spec). */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.download');
  useDocumentTitle(title);
  const { offer, name, site } = useDownloadOffer();
  return (
    <>
      <PageHeader title={title} backTo={ROUTES.home} />
      <main id="main" className="px-3 pt-4 pb-12">
        {site.isError ? (
          <ErrorState error={site.error} onRetry={() => void site.refetch()} />
        ) : offer ? (
          <DownloadPanel offer={offer} name={name} />
        ) : (
          <div className="space-y-4">
            <Skeleton className="h-44 rounded-3xl" />
            <Skeleton className="h-12 rounded-full" />
          </div>
        )}
      </main>
    </>
  );
}
