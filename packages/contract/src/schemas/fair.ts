import { z } from 'zod';
import { INHOUSE_ENGINES, PLINKO_ROWS } from '../constants/inhouse';

/** A client seed the player may choose: letters, digits, dashes and underscores (no ':' that would blur the message). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const clientSeedSchema = z.string().trim().regex(CLIENT_SEED_PATTERN);

/** The seed pair in use: the committed hash, the player's client seed and the nonce the next round gets. */
export const fairnessResponseSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type Fairness = z.infer<typeof fairnessResponseSchema>;

/** The body is read loosely so a bad seed gets its own error code (fairness.client.seed.invalid). */
export const clientSeedRequestSchema = z.object({ clientSeed: z.string().max(200) });
export type ClientSeedRequest = z.infer<typeof clientSeedRequestSchema>;

/** Rotate: optionally the client seed of the new pair (else the current one stays). */
export const rotateRequestSchema = z.object({ clientSeed: z.string().max(200).optional() });
export type RotateRequest = z.infer<typeof rotateRequestSchema>;

export const rotateResponseSchema = z.object({
  /** The pair just retired: its server seed is public now; `nonce` is how many rounds it played. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
  current: fairnessResponseSchema,
});
export type Rotation = z.infer<typeof rotateResponseSchema>;

/**
 * The verifier page's form (its values also come from the address, so they are text): the seeds,
 * the nonce, the game and, for plinko, its rows. The committed hash is optional: given, it is checked.
 */
export const verifyFormSchema = z.object({
  serverSeed: z.string().trim().min(1).max(200),
  serverSeedHash: z
    .string()
    .trim()
    .regex(/^([0-9a-fA-F]{64})?$/),
  clientSeed: clientSeedSchema,
  nonce: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/),
  engine: z.enum(INHOUSE_ENGINES),
  rows: z.enum(PLINKO_ROWS.map(String) as [string, ...string[]]),
});
export type VerifyForm = z.infer<typeof verifyFormSchema>;
