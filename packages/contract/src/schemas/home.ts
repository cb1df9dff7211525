import { z } from 'zod';
import { bannerSchema } from './banners';
import { gameSchema } from './games';
import { vendorSchema, vendorSortingEntrySchema } from './vendors';
import { lobbyQueryBase } from './common';

export const homeQuerySchema = z.object({ ...lobbyQueryBase });

/** Everything the home screen's first view needs, in one call. */
export const homeResponseSchema = z.object({
  banners: z.array(bannerSchema),
  hotGames: z.array(gameSchema),
  /** The first four RNG vendors, each with its first games. */
  vendorBlocks: z.array(z.object({ vendor: vendorSchema, games: z.array(gameSchema) })),
  /** Provider logos for the providers block. */
  providers: z.array(vendorSchema),
  sorting: z.array(vendorSortingEntrySchema),
});
export type HomeData = z.infer<typeof homeResponseSchema>;
