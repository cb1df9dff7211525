import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { MessageDetail } from '../features/inbox/components/message-detail';
import { MessageList } from '../features/inbox/components/message-list';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ROUTES } from '../lib/routes';
import { PageHeader } from '../ui/page-header';

const messageHref = (id: number) => `${ROUTES.message}?id=${id}`;

/** The member inbox (spec lazy screen "Message", members only): the list, or one message with `?id=`. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '');
  const title = t('inbox.title');
  useDocumentTitle(title);
  const opened = Number.isInteger(id) && id > 0;
  return (
    <>
      <PageHeader title={title} {...(opened ? { backTo: ROUTES.message } : {})} />
      <main id="main" className="px-3 pt-4 pb-12">
        {opened ? <MessageDetail id={id} listHref={ROUTES.message} /> : <MessageList hrefOf={messageHref} />}
      </main>
    </>
  );
}
