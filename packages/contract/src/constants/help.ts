/** Help centre (spec §2, §9). */
export const HELP_TAGS = ['terms', 'about'] as const;
export type HelpTag = (typeof HELP_TAGS)[number];
export const FOOTER_HELP_DEBOUNCE_MS = 200;
export const HELP_DEVICE = 'MOBILE';
