/** Announcement types of the feed: banner, player notice, pop-up, promotion, hot. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** The types stored as announcements (B are banners, PR are promotions). */
export const STORED_ANNOUNCEMENT_TYPES = ['PL', 'PU', 'H'] as const;
export type StoredAnnouncementType = (typeof STORED_ANNOUNCEMENT_TYPES)[number];
/** The announcement feed's platform: mobile. */
export const ANNOUNCEMENT_PLATFORM = 'M';
/** Sequence of the main image of an announcement or promotion. */
export const MAIN_IMAGE_SEQUENCE = 1;

/** Read state and unread counts (spec §9). */
export const MARK_READ_THROTTLE_MS = 150;
export const UNREAD_COUNT_THROTTLE_MS = 250;
