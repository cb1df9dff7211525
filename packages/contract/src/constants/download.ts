/** iOS before this version gets the legacy add-to-home notice (spec §2). */
export const IOS_ADD_TO_HOME_MIN_VERSION = [12, 2] as const;

/**
 * Files that make the site installable, served by the API per merchant (resolved from the host):
 * the web app manifest, the app icon, and the iOS web-clip configuration profile.
 */
export const SITE_FILE_PATHS = {
  manifest: '/api/v1/site/manifest.webmanifest',
  appIcon: '/api/v1/site/app-icon.png',
  webClip: '/api/v1/site/web-clip.mobileconfig',
} as const;

/** The service worker: at the root so it may control /m/ (its scope). */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/m/';

export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];
export const WEB_CLIP_CONTENT_TYPE = 'application/x-apple-aspen-config';

/** The app icon's file under the media folder (drawn by the seed's art step), by merchant and size. */
export function appIconFile(merchantCode: string, size: AppIconSize, maskable = false): string {
  return `merchants/${merchantCode}-app-icon-${maskable ? 'maskable-' : ''}${size}.png`;
}
