import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { NoticeList } from '../features/announcements/components/notice-list';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

/** ?index= from the notice bar: a small whole number, anything else highlights nothing. */
function highlightOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  return Number(raw);
}

/** /m/notice: the player notices; ?index= scrolls to the one tapped in the notice bar. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = t('notice.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-3 pt-4 pb-12">
        <NoticeList highlight={highlightOf(params.get('index'))} />
      </main>
    </>
  );
}
