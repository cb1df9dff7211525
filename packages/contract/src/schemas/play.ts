import { z } from 'zod';
import {
  DICE,
  DICE_DIRECTIONS,
  diceWinning,
  INHOUSE_ENGINES,
  KENO,
  LAUNCH_MODES,
  LIMBO,
  PLINKO_RISKS,
  PLINKO_ROWS,
  SLOT,
  SLOT_SYMBOLS,
  STAKES_MINOR,
} from '../constants/inhouse';
import { codeSchema, languageSchema } from './common';
import { nodeIdSchema } from './favourites';
import { gameTypeSchema } from './games';
import { walletResponseSchema } from './wallet';

const launchModeSchema = z.enum(LAUNCH_MODES);
const inhouseEngineSchema = z.enum(INHOUSE_ENGINES);

/** Launch a game (spec lobby §7: GET with query). A trial session plays free; members play real. */
export const launchQuerySchema = z.object({
  nodeId: nodeIdSchema,
  vassalage: codeSchema.optional(),
  mode: launchModeSchema.default('real'),
  language: languageSchema.optional(),
});

/** Where the game runs: a page the in-site game shell frames. */
export const launchResponseSchema = z.object({
  url: z.string(),
  mode: launchModeSchema,
  /** 'provider': an external provider's own page (seamless wallet), 'demo': a provider not connected. */
  adapter: z.enum(['inhouse', 'demo', 'provider']),
  nodeId: z.string(),
  gameName: z.string(),
  gameType: gameTypeSchema,
  vassalage: z.string(),
  displayName: z.string(),
});
export type Launch = z.infer<typeof launchResponseSchema>;

/** What an in-house game page learns from its launch ticket. */
export const inhouseSessionResponseSchema = z.object({
  engine: inhouseEngineSchema,
  mode: launchModeSchema,
  nodeId: z.string(),
  gameName: z.string(),
  rtpBp: z.number().int(),
  stakesMinor: z.array(z.number().int()),
  balance: walletResponseSchema,
});
export type InhouseSession = z.infer<typeof inhouseSessionResponseSchema>;

const stakeSchema = z.coerce
  .number()
  .int()
  .refine((stake) => (STAKES_MINOR as readonly number[]).includes(stake), 'Not one of the stakes on offer');

/** One round: its id is chosen by the game, so a retried request replays instead of paying twice. */
export const roundRequestSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slot'), roundId: z.uuid(), stakeMinor: stakeSchema }),
  z.object({
    engine: z.literal('keno'),
    roundId: z.uuid(),
    stakeMinor: stakeSchema,
    picks: z
      .array(z.number().int().min(1).max(KENO.pool))
      .min(1)
      .max(KENO.maxPicks)
      .refine((picks) => new Set(picks).size === picks.length, 'Each number once'),
  }),
  z
    .object({
      engine: z.literal('dice'),
      roundId: z.uuid(),
      stakeMinor: stakeSchema,
      /** In hundredths: 5000 is 50.00. */
      target: z
        .number()
        .int()
        .min(0)
        .max(DICE.outcomes - 1),
      direction: z.enum(DICE_DIRECTIONS),
    })
    .refine(
      ({ target, direction }) => {
        const winning = diceWinning(target, direction);
        return winning >= DICE.minWinning && winning <= DICE.maxWinning;
      },
      { message: 'Win chance between 1 % and 98 %', path: ['target'] },
    ),
  z.object({
    engine: z.literal('plinko'),
    roundId: z.uuid(),
    stakeMinor: stakeSchema,
    rows: z.literal(PLINKO_ROWS),
    risk: z.enum(PLINKO_RISKS),
  }),
  z.object({
    engine: z.literal('limbo'),
    roundId: z.uuid(),
    stakeMinor: stakeSchema,
    /** The target multiplier in hundredths: 200 is 2.00x. */
    target: z.number().int().min(LIMBO.minTarget).max(LIMBO.maxTarget),
  }),
]);
export type RoundRequest = z.infer<typeof roundRequestSchema>;

const slotSymbolSchema = z.enum(SLOT_SYMBOLS);
const slotOutcomeSchema = z.object({
  engine: z.literal('slot'),
  /** grid[reel][row], SLOT.reels by SLOT.rows. */
  grid: z.array(z.array(slotSymbolSchema).length(SLOT.rows)).length(SLOT.reels),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: slotSymbolSchema,
      count: z.number().int(),
      payoutMinor: z.number().int(),
    }),
  ),
});
const kenoOutcomeSchema = z.object({
  engine: z.literal('keno'),
  picks: z.array(z.number().int()),
  drawn: z.array(z.number().int()),
  hits: z.array(z.number().int()),
  /** Tenths of the stake paid. */
  payTenths: z.number().int(),
});
const diceOutcomeSchema = z.object({
  engine: z.literal('dice'),
  target: z.number().int(),
  direction: z.enum(DICE_DIRECTIONS),
  /** The roll in hundredths, 0 to 9999. */
  roll: z.number().int(),
  win: z.boolean(),
  /** The bet's multiplier in ten-thousandths, paid on a win. */
  multiplierE4: z.number().int(),
});
const plinkoOutcomeSchema = z.object({
  engine: z.literal('plinko'),
  rows: z.number().int(),
  risk: z.enum(PLINKO_RISKS),
  /** At each row: 0 the ball went left, 1 right. */
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  /** The bucket it fell in, 0 the leftmost: the number of rights. */
  bucket: z.number().int(),
  /** Tenths of the stake paid. */
  payTenths: z.number().int(),
});
const limboOutcomeSchema = z.object({
  engine: z.literal('limbo'),
  target: z.number().int(),
  /** The drawn multiplier in hundredths. */
  result: z.number().int(),
  win: z.boolean(),
});
export const roundOutcomeSchema = z.discriminatedUnion('engine', [
  slotOutcomeSchema,
  kenoOutcomeSchema,
  diceOutcomeSchema,
  plinkoOutcomeSchema,
  limboOutcomeSchema,
]);
export type RoundOutcome = z.infer<typeof roundOutcomeSchema>;

export const roundResponseSchema = z.object({
  roundId: z.string(),
  stakeMinor: z.number().int(),
  payoutMinor: z.number().int(),
  outcome: roundOutcomeSchema,
  /** The seed the outcome was drawn from, revealed once the round is settled. */
  seed: z.string(),
  balance: walletResponseSchema,
  /** True when this answers a round already played (a retry). */
  replayed: z.boolean(),
});
export type Round = z.infer<typeof roundResponseSchema>;
