import { adminChatQueueQuerySchema } from '@lobby/contract/admin/chat';
import { chatStatusSchema } from '@lobby/contract/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../shared/button';
import { INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { Panel } from '../../shared/query-state';
import { useSession } from '../../shared/session-context';
import { CannedDialog } from './canned-dialog';
import { ChatConversation } from './chat-conversation';
import { ChatQueue } from './chat-queue';
import { useDeskLive } from './use-desk-live';

/** The queue's filter and page and the conversation on screen, all in the URL. */
const paramsSchema = z.object({
  status: chatStatusSchema.catch('open'),
  page: z.coerce.number().int().min(1).catch(1),
  c: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** The customer-service desk: the queue on the left, the chosen conversation and its member beside it. */
export function ChatPage() {
  const { t } = useTranslation();
  const live = useDeskLive();
  const { params, update } = useListParams(paramsSchema);
  const query = adminChatQueueQuerySchema.parse({ status: params.status, pageNo: params.page });
  // Only admins keep the canned replies (the API refuses the others).
  const isAdmin = useSession().session?.operator.role === 'admin';
  const [managing, setManaging] = useState(false);

  return (
    <section className="flex h-full min-h-0 flex-col">
      <PageHeader
        title={t('chat.title')}
        subtitle={t('chat.subtitle')}
        actions={
          <div className="flex items-center gap-4">
            <span
              className={`flex items-center gap-1.5 text-xs ${live ? 'text-emerald-300' : 'text-muted'}`}
              aria-hidden={!live}
            >
              <span className={`size-2 rounded-full ${live ? 'bg-emerald-400' : 'bg-ink-600'}`} />
              {live && t('chat.live')}
            </span>
            {isAdmin && <Button onClick={() => setManaging(true)}>{t('chat.canned.open')}</Button>}
          </div>
        }
      />
      {isAdmin && <CannedDialog open={managing} onClose={() => setManaging(false)} />}
      <div className="grid min-h-0 flex-1 grid-cols-[17rem_minmax(0,1fr)] gap-4">
        <Panel className="flex flex-col">
          <div className="flex items-center gap-2 border-b border-line p-2">
            <label htmlFor="chat-status" className="text-sm text-muted">
              {t('chat.status')}
            </label>
            <select
              id="chat-status"
              className={INPUT_CLASS}
              value={params.status}
              onChange={(event) => update({ status: chatStatusSchema.parse(event.target.value), c: undefined })}
            >
              <option value="open">{t('chat.status.open')}</option>
              <option value="closed">{t('chat.status.closed')}</option>
            </select>
          </div>
          <ChatQueue
            query={query}
            selected={params.c}
            onSelect={(id) => update({ c: id, page: params.page })}
            onPage={(page) => update({ page })}
          />
        </Panel>
        <Panel className="min-h-0">
          {params.c ? (
            <ChatConversation key={params.c} id={params.c} />
          ) : (
            <p className="grid h-full place-items-center p-6 text-muted">{t('chat.pick')}</p>
          )}
        </Panel>
      </div>
    </section>
  );
}
