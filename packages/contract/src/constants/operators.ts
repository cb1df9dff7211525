/** Operators (back office). */
export const OPERATOR_ROLES = ['admin', 'editor', 'reviewer', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_SESSION_MINUTES = 8 * 60;
/** Longest HTML body an operator may publish. */
export const CONTENT_HTML_MAX = 100_000;
export const CONTENT_TITLE_MAX = 200;
