import { z } from 'zod';
import { WINNERS_LIMIT } from '../constants/limits';
import { gameTypeSchema } from './games';
import { lobbyQueryBase } from './common';

export const winnersQuerySchema = z.object({
  ...lobbyQueryBase,
  gameCategory: z.union([z.literal('ALL'), gameTypeSchema]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(WINNERS_LIMIT).default(WINNERS_LIMIT),
});

/** A winners-board entry; customerName is masked by the server, winAmount has 2 decimals. */
const winnerSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  winAmount: z.string(),
  iconUrl: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  gameType: gameTypeSchema,
  vassalage: z.string(),
  displayName: z.string(),
});
export const winnersResponseSchema = z.array(winnerSchema);
export type Winner = z.infer<typeof winnerSchema>;
