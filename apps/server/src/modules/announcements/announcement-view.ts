import { MAIN_IMAGE_SEQUENCE, type Announcement, type AdminAnnouncement } from '@lobby/contract';
import { plainText } from '../../lib/sanitize-html';
import type { AnnouncementRow } from './announcements.repository';

/** Longest list preview, in characters. */
export const PREVIEW_MAX = 160;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Entities back to characters: previews are shown as text, never as HTML. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The first words of some HTML as plain text, cut on a word with an ellipsis. */
export function previewOf(html: string): string {
  // Blocks and list items keep a gap between their words once the tags are gone ("USD 50 · 10×", not "USD 5010×").
  const spaced = html
    .replace(/<li[\s>]/gi, ' · $&')
    .replace(/<\/(p|div|h[1-6]|li|tr|td|th|blockquote|ul|ol|table)>|<br\s*\/?>/gi, '$& ');
  const text = decodeEntities(plainText(spaced))
    .replace(/^· /, '')
    .replace(/(^|[.:!?]) · /g, '$1 ');
  if (text.length <= PREVIEW_MAX) return text;
  const cut = text.slice(0, PREVIEW_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_MAX * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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
    preview: previewOf(row.content),
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
