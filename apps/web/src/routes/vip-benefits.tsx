import { useTranslation } from '../lib/use-translation';
import { RanksPage } from '../features/ranks/components/ranks-page';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

/** `/m/member/benefits`: the VIP page (visitors see the ladder and a login prompt). */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.vip');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-4 pt-4 pb-12">
        <RanksPage />
      </main>
    </>
  );
}
