import { CANNED_REPLIES_MAX, type CannedReply, type CannedReplyInput } from '@lobby/contract/admin/chat';
import { ApiError } from '../../lib/envelope';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { CannedRefusal, CannedRepliesRepository } from './chat-canned.repository';

const TARGET = 'chatCannedReply';
const detail = (reply: CannedReply) => ({ title: reply.title, text: reply.text });

/** A refused write, said on the field to fix. */
function refuse(refusal: CannedRefusal): never {
  if (refusal === 'full') {
    throw new ApiError('request.invalid', `A site keeps at most ${CANNED_REPLIES_MAX} canned replies.`, 'title');
  }
  throw new ApiError('request.invalid', 'Another canned reply already has this title.', 'title');
}
const notFound = () => new ApiError('resource.not.found', 'No canned reply of this site has that id.');

/** Admins keep the desk's canned replies: every write audited (the replies are not published content). */
export function createCannedRepliesService(repository: CannedRepliesRepository, audited: AuditedWrites) {
  return {
    list: (merchantCode: string) => repository.list(merchantCode),

    async create(actor: Actor, input: CannedReplyInput): Promise<CannedReply> {
      const row = await audited.write(
        actor,
        (scope) => repository.create(scope, input),
        (made) =>
          typeof made === 'string'
            ? undefined
            : { action: `${TARGET}.create`, targetType: TARGET, targetId: made.id, detail: detail(made) },
        UNPUBLISHED,
      );
      if (typeof row === 'string') refuse(row);
      return row;
    },

    async update(actor: Actor, id: number, input: CannedReplyInput): Promise<CannedReply> {
      const row = await audited.update(
        actor,
        TARGET,
        async (scope) => {
          const result = await repository.update(scope, id, input);
          if (result === 'taken') refuse(result);
          return result;
        },
        detail,
        { ...UNPUBLISHED, before: (scope) => repository.byId(scope, id) },
      );
      if (!row) throw notFound();
      return row;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const row = await audited.remove(actor, TARGET, (scope) => repository.remove(scope, id), detail, UNPUBLISHED);
      if (!row) throw notFound();
    },

    async reorder(actor: Actor, ids: number[]): Promise<CannedReply[]> {
      const done = await audited.write(
        actor,
        (scope) => repository.reorder(scope, ids),
        (ok) => (ok ? { action: `${TARGET}.reorder`, targetType: TARGET, detail: { ids } } : undefined),
        UNPUBLISHED,
      );
      if (!done) throw new ApiError('request.invalid', "Give every one of the site's canned replies once.", 'ids');
      return repository.list(actor.merchantCode);
    },
  };
}
export type CannedRepliesService = ReturnType<typeof createCannedRepliesService>;
