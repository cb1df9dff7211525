import type { AdminAnnouncement, AnnouncementWrite, StoredAnnouncementType } from '@lobby/contract';
import { ApiError } from '../../lib/envelope';
import { sanitizeContent } from '../../lib/sanitize-html';
import type { Actor } from '../audit/audit.repository';
import type { AnnouncementsRepository, AnnouncementValues } from './announcements.repository';
import { toAdminView } from './announcement-view';

/** The row to store: the HTML sanitised (content.unsafe, nothing stored, when it was hostile). */
function toValues(input: AnnouncementWrite): AnnouncementValues {
  return {
    type: input.type,
    language: input.language,
    groupName: input.groupName,
    title: input.title,
    content: sanitizeContent(input.content, 'content'),
    images: [...input.images].sort((a, b) => a.sequence - b.sequence),
    startDate: new Date(input.startDate),
    endDate: input.endDate ? new Date(input.endDate) : null,
    sort: input.sort,
  };
}

/** The operator's side: every announcement of the merchant, published or not. */
export function createAnnouncementsAdminService(repository: AnnouncementsRepository, now: () => number = Date.now) {
  return {
    async list(
      merchantCode: string,
      query: {
        pageNo: number;
        pageSize: number;
        type?: StoredAnnouncementType | undefined;
        language?: string | undefined;
      },
    ): Promise<{ list: AdminAnnouncement[]; totalCount: number }> {
      const { rows, totalCount } = await repository.page(
        merchantCode,
        { type: query.type, language: query.language },
        query.pageSize,
        (query.pageNo - 1) * query.pageSize,
      );
      const at = now();
      return { list: rows.map((row) => toAdminView(row, at)), totalCount };
    },

    async create(actor: Actor, input: AnnouncementWrite): Promise<AdminAnnouncement> {
      return toAdminView(await repository.create(actor, toValues(input)), now());
    },

    async update(actor: Actor, id: number, input: AnnouncementWrite): Promise<AdminAnnouncement> {
      const row = await repository.update(actor, id, toValues(input));
      if (!row) throw new ApiError('resource.not.found', undefined, 'id');
      return toAdminView(row, now());
    },

    async remove(actor: Actor, id: number): Promise<void> {
      if (!(await repository.remove(actor, id))) throw new ApiError('resource.not.found', undefined, 'id');
    },
  };
}
export type AnnouncementsAdminService = ReturnType<typeof createAnnouncementsAdminService>;
