/** Debian's full Chromium (browsers.mjs). */
export const CHROMIUM: string;
/** Debian's Chromium headless shell (browsers.mjs). */
export const CHROMIUM_HEADLESS_SHELL: string;
