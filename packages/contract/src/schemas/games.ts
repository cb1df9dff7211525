import { z } from 'zod';
import { GAME_CLASSIFY_KEYS, GAME_SORTS, GAME_TYPES, VOLATILITIES } from '../constants/games';
import { MAX_GAME_NAME_LENGTH, MAX_MIN_BET, MAX_MIN_LINE, PAGE_SIZE } from '../constants/limits';
import { flagSchema, lobbyQueryBase, pageNoSchema, pageSizeSchema, vassalageListSchema } from './common';

export const gameTypeSchema = z.enum(GAME_TYPES);
export const gameClassifySchema = z.enum(GAME_CLASSIFY_KEYS);

/** A game as the lobby shows and launches it (spec lobby §3, plus minBet, minLine, RTP, volatility). */
export const gameSchema = z.object({
  nodeId: z.string(),
  gameType: gameTypeSchema,
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  vassalage: z.string(),
  showIcon: z.string(),
  iconUrl: z.string(),
  mobileLargeIcon: z.string(),
  gameId: z.string(),
  roomId: z.string().nullable(),
  supportPlay: z.number().int(),
  freeplay: z.number().int(),
  lottoMode: z.string().nullable(),
  gameCode: z.string(),
  isGameH5: z.number().int(),
  gameClassifyNew: z.array(z.string()),
  minBet: z.number(),
  minLine: z.number().int(),
  rtp: z.number(),
  volatility: z.enum(VOLATILITIES),
  isNew: z.boolean(),
  isHot: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListQuerySchema = z.object({
  ...lobbyQueryBase,
  gameName: z.string().trim().max(MAX_GAME_NAME_LENGTH).optional(),
  gameType: gameTypeSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(PAGE_SIZE.providerList),
  vassalage: vassalageListSchema.optional(),
  gameClassify: gameClassifySchema.optional(),
  minBet: z.coerce.number().min(0).max(MAX_MIN_BET).optional(),
  minLine: z.coerce.number().int().min(0).max(MAX_MIN_LINE).optional(),
  isNew: flagSchema.optional(),
  clientType: z.coerce.number().int().min(0).max(9).optional(),
  imgSize: z.coerce.number().int().min(0).max(9).optional(),
  /** Order of the list (absent: popular, the operator's order). */
  sort: z.enum(GAME_SORTS).optional(),
});

export const gameListResponseSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

export const hotGamesQuerySchema = z.object({
  ...lobbyQueryBase,
  isPlatform: z.coerce.number().int().min(0).max(9).optional(),
  imgSize: z.coerce.number().int().min(0).max(9).optional(),
});
export const hotGamesResponseSchema = z.object({ list: z.array(gameSchema) });
export type HotGamesResponse = z.infer<typeof hotGamesResponseSchema>;
