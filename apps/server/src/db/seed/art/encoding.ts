import { createHash } from 'node:crypto';

/**
 * WebP settings by kind of art. Banners and promotion cards are few and are the largest paint of
 * home and the promotions page, so they take the slow, small encoding: 43 % fewer bytes at no
 * visible loss, which on a slow phone network is most of those pages' LCP. Game tiles are
 * thousands, drawn on every fresh seed, so they take the fast one; their names are digests of the
 * drawing alone (`artFile`), so a change to `tile` must add it to that digest.
 */
export const WEBP_OPTIONS = {
  tile: { quality: 80, effort: 0 },
  banner: { quality: 70, effort: 6 },
} as const;

/**
 * A content-addressed path under `folder`: the name is a digest of everything that decides the
 * file's bytes, so a changed drawing or encoding gets a new name and long-lived caches never serve
 * a stale picture.
 */
export function contentFile(folder: string, drawnFrom: unknown): string {
  const digest = createHash('sha1').update(JSON.stringify(drawnFrom)).digest('hex').slice(0, 20);
  return `${folder}/${digest}.webp`;
}

/** A banner or promotion card's file: its drawing and its encoding. */
export function bannerArtFile(folder: 'banners' | 'promotions', spec: object): string {
  return contentFile(folder, { ...spec, webp: WEBP_OPTIONS.banner });
}
