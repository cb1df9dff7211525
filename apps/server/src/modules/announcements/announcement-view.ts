import type { AdminAnnouncement } from '@lobby/contract/admin/announcements';
import { MAIN_IMAGE_SEQUENCE, type Announcement } from '@lobby/contract/announcements';
import { textPreview } from '../../lib/text-preview';
import type { AnnouncementRow } from './announcements.repository';

/** Longest list preview, in characters. */
export const PREVIEW_MAX = 160;

/** A published item as players see it, before the member's read flag. */
export type AnnouncementView = Omit<Announcement, 'read'>;

export function toView(row: AnnouncementRow): AnnouncementView {
  const images = [...row.images].sort((a, b) => a.sequence - b.sequence);
  return {
    id: String(row.id),
    type: row.type,
    groupName: row.groupName,
    language: row.language,
    title: row.title,
    content: row.content,
    preview: textPreview(row.content, PREVIEW_MAX),
    imageUrl: images.find((image) => image.sequence === MAIN_IMAGE_SEQUENCE)?.url ?? '',
    images,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
  };
}

/** Within its window at `now`: started, and not ended (an end is exclusive). */
export function isPublished(window: { startDate: Date; endDate: Date | null }, now: number): boolean {
  return window.startDate.getTime() <= now && (window.endDate === null || window.endDate.getTime() > now);
}

export function toAdminView(row: AnnouncementRow, now: number): AdminAnnouncement {
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    groupName: row.groupName,
    title: row.title,
    content: row.content,
    images: row.images,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    sort: row.sort,
    published: isPublished(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
