import { z } from 'zod';
import { GAME_TYPES } from '../../constants/games';
import { MAX_GAME_NAME_LENGTH } from '../../constants/limits';
import { codeSchema } from '../common';
import { gameClassifySchema, gameTypeSchema } from '../games';

/** Highest display order an operator may give a game or a provider. */
export const CATALOGUE_ORDER_MAX = 1_000_000;
export const ADMIN_GAMES_PAGE_SIZE = 50;
export const ADMIN_GAME_SORTS = ['order', 'name', 'provider'] as const;
export type AdminGameSort = (typeof ADMIN_GAME_SORTS)[number];

/** "true"/"false" in a query string; anything else is refused. */
const boolParam = z.enum(['true', 'false']).transform((value) => value === 'true');
// In-house games sit ahead of the generated catalogue with orders below 1.
const orderSchema = z.number().int().min(-CATALOGUE_ORDER_MAX).max(CATALOGUE_ORDER_MAX);

/** The operator's catalogue search: name or code, filters, server sort and offset paging. */
export const adminGameListQuerySchema = z.object({
  q: z.string().trim().max(MAX_GAME_NAME_LENGTH).optional(),
  provider: codeSchema.optional(),
  gameType: gameTypeSchema.optional(),
  enabled: boolParam.optional(),
  hot: boolParam.optional(),
  new: boolParam.optional(),
  sort: z.enum(ADMIN_GAME_SORTS).default('order'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(ADMIN_GAMES_PAGE_SIZE),
});
export type AdminGameListQuery = z.input<typeof adminGameListQuerySchema>;

/** A game as the operator sees it. */
export const adminGameSchema = z.object({
  id: z.number().int(),
  nodeId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
  vassalage: z.string(),
  providerName: z.string(),
  image: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  order: z.number().int(),
  classify: z.array(z.string()),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGameListSchema = z.object({ rows: z.array(adminGameSchema), totalCount: z.number().int() });
export type AdminGameList = z.infer<typeof adminGameListSchema>;

/**
 * Change a game: the fields sent. A new order another game holds swaps the two, so orders stay unique
 * and paging stable.
 */
export const adminGameUpdateSchema = z
  .object({
    enabled: z.boolean(),
    isHot: z.boolean(),
    isNew: z.boolean(),
    order: orderSchema,
    classify: z.array(gameClassifySchema).max(10),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type AdminGameUpdate = z.infer<typeof adminGameUpdateSchema>;

export const providerCodeParamSchema = z.object({ code: codeSchema });
export const gameIdParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A provider as the operator sees it: the categories it serves and those its card shows in. */
export const adminProviderSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  enabled: z.boolean(),
  order: z.number().int(),
  /** Game types the provider has games in. */
  gameTypes: z.array(gameTypeSchema),
  /** Of those, the categories its card appears in on the site. */
  categories: z.array(gameTypeSchema),
  gameCount: z.number().int(),
});
export type AdminProvider = z.infer<typeof adminProviderSchema>;
export const adminProviderListSchema = z.array(adminProviderSchema);

/** Change a provider: enabled, order (swapped with the holder), the categories its card shows in. */
export const adminProviderUpdateSchema = z
  .object({
    enabled: z.boolean(),
    order: orderSchema,
    categories: z.array(gameTypeSchema).max(GAME_TYPES.length),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type AdminProviderUpdate = z.infer<typeof adminProviderUpdateSchema>;
