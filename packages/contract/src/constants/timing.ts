/** Timings of spec lobby §2, §9 and accounts §9, in milliseconds unless named otherwise. */
export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_FADE_MS = 300;
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const SWIPE_FLAG_RESET_MS = 500;
export const LOAD_MORE_THRESHOLD_PX = 400;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const POPUP_TRANSITION_MS = 225;
export const TOAST_MS = 3000;
export const FREE_REJECT_TOAST_MS = 2000;
export const WINNERS_AUTOPLAY_MS = 2000;
export const WINNERS_REFETCH_DEBOUNCE_MS = 250;
export const BANNER_AUTOPLAY_MS = 5000;
