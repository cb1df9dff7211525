import { z } from 'zod';
import { BANNER_GROUPS } from '../constants/banners';
import { BANNER_LINK_TYPES } from '../constants/banners';
import { lobbyQueryBase } from './common';

export const bannerGroupSchema = z.enum(BANNER_GROUPS);

export const bannersQuerySchema = z.object({ ...lobbyQueryBase, groupName: bannerGroupSchema });

export const bannerLinkTypeSchema = z.enum(BANNER_LINK_TYPES);

/**
 * What a tap does, by linkType: ROUTE → linkage is an in-site route (starts with /m/); URL → url is an
 * external link (new tab); PROMOTION → linkage is a promotion id; GAME → linkage is a game's nodeId;
 * NONE → nothing.
 */
export const bannerSchema = z.object({
  id: z.string(),
  groupName: bannerGroupSchema,
  title: z.string(),
  imageUrl: z.string(),
  linkType: bannerLinkTypeSchema,
  linkage: z.string(),
  url: z.string(),
});
export const bannersResponseSchema = z.array(bannerSchema);
export type Banner = z.infer<typeof bannerSchema>;
