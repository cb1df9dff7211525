/** The settings sub-pages' paths under /settings, in the sub-navigation's order (no page code: the router's). */
export const SETTINGS_PATHS = [
  'general',
  'login',
  'sign-in',
  'links',
  'templates',
  'maintenance',
  'region',
  'ranks',
  'contracts',
  'feedback',
  'responsible-gaming',
] as const;
export type SettingsPath = (typeof SETTINGS_PATHS)[number];
