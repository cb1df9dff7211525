import { ChatPanel } from '../features/chat/components/chat-panel';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { useTranslation } from '../lib/use-translation';
import { PageHeader } from '../ui/page-header';

/** Our own customer-service chat (members only, behind the CBS3 flag). */
export function Component() {
  const { t } = useTranslation();
  const title = t('chat.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main">
        <ChatPanel />
      </main>
    </>
  );
}
