import type {
  AdminAnnouncement,
  AdminAnnouncementsQuery,
  AnnouncementWrite,
} from '@lobby/contract/admin/announcements';
import { ApiError } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import { sanitizeContent } from '../../lib/sanitize-html';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { AnnouncementRow, AnnouncementsRepository, AnnouncementValues } from './announcements.repository';
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

/** What the audit log keeps of a change: the new values, the HTML by its length only. */
function auditDetail(row: AnnouncementRow): Record<string, unknown> {
  return {
    type: row.type,
    language: row.language,
    groupName: row.groupName,
    title: row.title,
    contentLength: row.content.length,
    images: row.images,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    sort: row.sort,
  };
}

const removedDetail = (row: AnnouncementRow) => ({ type: row.type, title: row.title });

/** The operator's side: every announcement of the merchant, published or not. */
export function createAnnouncementsAdminService(
  repository: AnnouncementsRepository,
  audited: AuditedWrites,
  now: () => number = Date.now,
) {
  const announcement = audited.target('announcement', { written: auditDetail, removed: removedDetail });
  return {
    async list(
      merchantCode: string,
      query: AdminAnnouncementsQuery,
    ): Promise<{ list: AdminAnnouncement[]; totalCount: number }> {
      const at = now();
      const { pageNo, pageSize, ...filter } = query;
      const { rows, totalCount } = await repository.page(
        merchantCode,
        { ...filter, now: new Date(at) },
        pageSize,
        pageOffset(pageNo, pageSize),
      );
      return { list: rows.map((row) => toAdminView(row, at)), totalCount };
    },

    async get(merchantCode: string, id: number): Promise<AdminAnnouncement> {
      const row = await repository.byId(merchantCode, id);
      if (!row) throw new ApiError('resource.not.found', undefined, 'id');
      return toAdminView(row, now());
    },

    async create(actor: Actor, input: AnnouncementWrite): Promise<AdminAnnouncement> {
      const row = await announcement.create(actor, (scope) => repository.insert(scope, toValues(input)));
      return toAdminView(row, now());
    },

    async update(actor: Actor, id: number, input: AnnouncementWrite): Promise<AdminAnnouncement> {
      const row = await announcement.update(actor, (scope) => repository.update(scope, id, toValues(input)));
      if (!row) throw new ApiError('resource.not.found', undefined, 'id');
      return toAdminView(row, now());
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const removed = await announcement.remove(actor, (scope) => repository.remove(scope, id));
      if (!removed) throw new ApiError('resource.not.found', undefined, 'id');
    },
  };
}
export type AnnouncementsAdminService = ReturnType<typeof createAnnouncementsAdminService>;
