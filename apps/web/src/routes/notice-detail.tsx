import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { NoticeDetail } from '../features/announcements/components/notice-detail';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

/** /m/noticeDetail?id=: one notice with its full HTML. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const title = t('notice.detailTitle');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-3 pt-4 pb-12">
        <NoticeDetail key={id} id={id} />
      </main>
    </>
  );
}
