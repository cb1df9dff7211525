/** Reward applications (spec §5, §9). */
export const REWARD_REMARKS_MAX = 140;
export const REWARD_IMAGE_MAX_BYTES = 5_242_880;
export const REWARD_IMAGES_MAX = 3;
export const REWARD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const REWARD_SUBMIT_LOADING_MS = 10_000;
export const REWARD_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RewardApplicationStatus = (typeof REWARD_APPLICATION_STATUSES)[number];
