/** `@lobby/contract/announcements`: announcements: notices, pop-ups and the feed, with read state. */
export * from '../constants/announcements';
export * from '../schemas/announcements';
