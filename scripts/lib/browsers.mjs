// Where Debian puts its browsers: npm test installs them (ensure.mjs), the specs and the bench launch them.
/** The full browser, for Lighthouse in the bench. */
export const CHROMIUM = '/usr/bin/chromium';
/** The browser tests' Chromium: Debian's headless shell (packages/ui/src/test/playwright.ts says why). */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
