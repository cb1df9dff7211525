import {
  STORED_ANNOUNCEMENT_TYPES,
  type Announcement,
  type AnnouncementType,
  type AnnouncementsFeed,
  type FeedPromotion,
  type StoredAnnouncementType,
  type UnreadCount,
} from '@lobby/contract/announcements';
import type { BannerGroup } from '@lobby/contract/banners';
import { ApiError } from '../../lib/envelope';
import { TtlCache } from '../../lib/ttl-cache';
import type { BannersService } from '../banners/banners.service';
import type { AnnouncementsRepository } from './announcements.repository';
import { isPublished, toView, type AnnouncementView } from './announcement-view';

/** Who asks: the serving merchant, its default language, and the signed-in member if any. */
export interface Reader {
  merchantCode: string;
  defaultLanguage: string;
  memberId: number | null;
}

export interface FeedRequest {
  types: readonly AnnouncementType[];
  groupName?: BannerGroup | undefined;
  language: string;
}

/** Published promotions for the feed's PR list; the promotions module provides it when it exists. */
export type PromotionLister = (merchantCode: string, language: string) => Promise<FeedPromotion[]>;

interface Candidate {
  view: AnnouncementView;
  type: StoredAnnouncementType;
  window: { startDate: Date; endDate: Date | null };
}

const FEED_LIST: Record<StoredAnnouncementType, 'playerNotices' | 'popup' | 'hot'> = {
  PL: 'playerNotices',
  PU: 'popup',
  H: 'hot',
};
/** Banners of the feed when no group is named: the home banners (spec: home banners use m_home). */
const DEFAULT_BANNER_GROUP: BannerGroup = 'm_home';

export interface AnnouncementsDeps {
  repository: AnnouncementsRepository;
  banners: BannersService;
  ttlMs: number;
  promotions?: PromotionLister | undefined;
  now?: () => number;
}

export function createAnnouncementsService(deps: AnnouncementsDeps) {
  const { repository, banners } = deps;
  const now = deps.now ?? Date.now;
  // Rows that have not ended, per merchant, languages and types: the date window and the member's read
  // flags are applied per request, so a start or end time takes effect on the second, not at expiry.
  const cache = new TtlCache<Candidate[]>(Math.max(deps.ttlMs, 1000), { maxEntries: 2000 });

  function candidates(merchantCode: string, types: readonly StoredAnnouncementType[], languages: string[]) {
    const key = `${merchantCode}|${languages.join(',')}|${types.join(',')}`;
    return cache.get(key, async () => {
      const rows = await repository.candidates(merchantCode, types, languages, new Date(now()));
      return rows.map((row) => ({
        view: toView(row),
        type: row.type,
        window: { startDate: row.startDate, endDate: row.endDate },
      }));
    });
  }

  /** Published items per stored type: the request's language, else the site's default language. */
  async function published(
    reader: Reader,
    types: readonly StoredAnnouncementType[],
    language: string,
    groupName?: string,
  ): Promise<Map<StoredAnnouncementType, AnnouncementView[]>> {
    const languages = [...new Set([language, reader.defaultLanguage])];
    const sortedTypes = STORED_ANNOUNCEMENT_TYPES.filter((type) => types.includes(type));
    const rows = sortedTypes.length > 0 ? await candidates(reader.merchantCode, sortedTypes, languages) : [];
    const at = now();
    const live = rows.filter(
      (row) =>
        isPublished(row.window, at) && (!groupName || row.view.groupName === '' || row.view.groupName === groupName),
    );
    const byType = new Map<StoredAnnouncementType, AnnouncementView[]>();
    for (const type of sortedTypes) {
      const ofType = live.filter((row) => row.type === type);
      const own = ofType.filter((row) => row.view.language === language);
      const chosen = own.length > 0 ? own : ofType.filter((row) => row.view.language === reader.defaultLanguage);
      byType.set(
        type,
        chosen.map((row) => row.view),
      );
    }
    return byType;
  }

  async function withRead(memberId: number | null, views: AnnouncementView[]): Promise<Announcement[]> {
    const read =
      memberId === null
        ? new Set<number>()
        : await repository.readIds(
            memberId,
            views.map((v) => Number(v.id)),
          );
    return views.map((view) => ({ ...view, read: read.has(Number(view.id)) }));
  }

  /** A stored announcement of this merchant that is published now; 404 otherwise. */
  async function publishedById(merchantCode: string, id: number) {
    const row = await repository.byId(merchantCode, id);
    if (!row || !isPublished(row, now())) throw new ApiError('resource.not.found', undefined, 'announcementId');
    return row;
  }

  return {
    async feed(reader: Reader, request: FeedRequest): Promise<AnnouncementsFeed> {
      const stored = STORED_ANNOUNCEMENT_TYPES.filter((type) => request.types.includes(type));
      const [byType, bannerList, promotion] = await Promise.all([
        published(reader, stored, request.language, request.groupName),
        request.types.includes('B')
          ? banners.published(reader.merchantCode, request.groupName ?? DEFAULT_BANNER_GROUP, request.language)
          : [],
        request.types.includes('PR') && deps.promotions ? deps.promotions(reader.merchantCode, request.language) : [],
      ]);
      const feed: AnnouncementsFeed = { banners: bannerList, playerNotices: [], popup: [], hot: [], promotion };
      // One read-flag query for every list.
      const all = [...byType.values()].flat();
      const flagged = new Map((await withRead(reader.memberId, all)).map((item) => [item.id, item]));
      for (const [type, views] of byType) {
        feed[FEED_LIST[type]] = views.map((view) => flagged.get(view.id) ?? { ...view, read: false });
      }
      return feed;
    },

    async detail(reader: Reader, id: number): Promise<Announcement> {
      const row = await publishedById(reader.merchantCode, id);
      const [item] = await withRead(reader.memberId, [toView(row)]);
      if (!item) throw new ApiError('resource.not.found');
      return item;
    },

    /** Idempotent; 404 for an id that is not a published announcement of this merchant. */
    async markRead(merchantCode: string, memberId: number, id: number): Promise<void> {
      await publishedById(merchantCode, id);
      await repository.markRead(memberId, id);
    },

    /** Player notices in the member's list (same language rule as the feed) not read yet. */
    async unreadCount(reader: Reader & { memberId: number }, language: string): Promise<UnreadCount> {
      const notices = (await published(reader, ['PL'], language)).get('PL') ?? [];
      const read = await repository.readIds(
        reader.memberId,
        notices.map((notice) => Number(notice.id)),
      );
      return { unReadCount: notices.filter((notice) => !read.has(Number(notice.id))).length };
    },

    clear(): void {
      cache.clear();
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
