/**
 * Inbox message categories. A member may turn the optional ones off in their settings; transactional
 * messages (replies to their feedback, their account's own events) always arrive.
 */
export const MESSAGE_CATEGORIES = ['transactional', 'announcements', 'promotions'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const OPTIONAL_MESSAGE_CATEGORIES = ['announcements', 'promotions'] as const;
export type OptionalMessageCategory = (typeof OPTIONAL_MESSAGE_CATEGORIES)[number];

/** Profile pictures (spec: head icon, module PROFPIC3): checked like reward pictures, stored as a square. */
export const PROFILE_PICTURE_MAX_BYTES = 5_242_880;
export const PROFILE_PICTURE_SIZE = 256;
