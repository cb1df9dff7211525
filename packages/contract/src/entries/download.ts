/** `@lobby/contract/download`: app download: the web app manifest, app icon, iOS web clip and service worker. */
export * from '../constants/download';
export * from '../schemas/download';
