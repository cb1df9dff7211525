import { z } from 'zod';
import { BANNER_GROUPS } from '../constants/games';
import { lobbyQueryBase } from './common';

export const bannerGroupSchema = z.enum(BANNER_GROUPS);

export const bannersQuerySchema = z.object({ ...lobbyQueryBase, groupName: bannerGroupSchema });

/** linkage: an in-site route (starts with /m/) or empty; url: an external link or empty. */
export const bannerSchema = z.object({
  id: z.string(),
  groupName: bannerGroupSchema,
  title: z.string(),
  imageUrl: z.string(),
  linkage: z.string(),
  url: z.string(),
});
export const bannersResponseSchema = z.array(bannerSchema);
export type Banner = z.infer<typeof bannerSchema>;
