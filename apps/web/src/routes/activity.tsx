import { useTranslation } from '../lib/use-translation';
import { PromotionsView } from '../features/promotions/components/promotions-view';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ROUTES } from '../lib/routes';
import { PageHeader } from '../ui/page-header';

/** Promotions (/m/activity): category tabs and the list; `?id=` scrolls to one. Back goes home (spec). */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.activity');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} backTo={ROUTES.home} />
      <main id="main" className="px-3 pt-4 pb-12">
        <PromotionsView />
      </main>
    </>
  );
}
