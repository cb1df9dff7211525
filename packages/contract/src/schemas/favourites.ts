import { z } from 'zod';
import { PAGE_SIZE } from '../constants/limits';
import { codeSchema, lobbyQueryBase, pageNoSchema, pageSizeSchema } from './common';
import { gameSchema, gameTypeSchema } from './games';

/** A game's node id as the catalogue names it. */
export const nodeIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Add or remove a favourite (spec lobby §7: body nodeId, vendor). */
export const favouriteRequestSchema = z.object({ nodeId: nodeIdSchema, vendor: codeSchema.optional() });
export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>;

/** Favourites list: 16 on home, 100 on the search page, 200 on a list page. */
export const favouritesQuerySchema = z.object({
  ...lobbyQueryBase,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(PAGE_SIZE.favouritesHome),
  gameType: gameTypeSchema.optional(),
  vendor: codeSchema.optional(),
  imgSize: z.coerce.number().int().min(0).max(9).optional(),
});
export const favouritesResponseSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type FavouritesPage = z.infer<typeof favouritesResponseSchema>;
/** The node ids of the member's favourites, as strings. */
export const favouriteIdsResponseSchema = z.array(z.string());

/** Recent games (spec lobby §7): page from 1, size 36, newest first, one row per game. */
export const recentGamesQuerySchema = z.object({
  ...lobbyQueryBase,
  page: pageNoSchema,
  pageSize: pageSizeSchema(PAGE_SIZE.recent),
  gameType: gameTypeSchema.optional(),
  vendor: codeSchema.optional(),
  clientType: z.coerce.number().int().min(0).max(9).optional(),
});
export const recentGamesResponseSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int() });
export type RecentGamesPage = z.infer<typeof recentGamesResponseSchema>;

/** Record a played game (the launch does this; the spec's "add recent game" call). */
export const recentGameRequestSchema = z.object({ nodeId: nodeIdSchema });
