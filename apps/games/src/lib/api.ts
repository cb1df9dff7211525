import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  inhouseSessionResponseSchema,
  roundResponseSchema,
  type InhouseSession,
  type Round,
  type RoundRequest,
} from '@lobby/contract/play';
import { fairnessResponseSchema, rotateResponseSchema, type Fairness, type Rotation } from '@lobby/contract/fair';
import type { z } from 'zod';

/** A failed call: a code from the contract's catalogue, or `network` when no answer came. */
export class GameApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'GameApiError';
  }

  /** Worth sending again: no answer, or the server failed (5xx). */
  get retryable(): boolean {
    return this.code === 'network' || this.status >= 500;
  }
}

const sessionEnvelope = ok(inhouseSessionResponseSchema);
const roundEnvelope = ok(roundResponseSchema);

async function call<T extends z.ZodType>(
  path: string,
  ticket: string,
  envelope: T,
  init: RequestInit = {},
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${ticket}`, Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    throw new GameApiError('network', error instanceof Error ? error.message : 'Network error');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = envelope.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new GameApiError(
      'response.invalid',
      'The game server sent an answer this game does not understand.',
      response.status,
    );
  }
  const failure = failureSchema.safeParse(body);
  if (failure.success) throw new GameApiError(failure.data.code, failure.data.message, response.status);
  throw new GameApiError('system.error', `The game server answered ${response.status}.`, response.status);
}

/** The game, mode, stakes, RTP and balance of a launch ticket. */
export async function fetchSession(ticket: string): Promise<InhouseSession> {
  return (await call(API_PATHS.inhouseSession, ticket, sessionEnvelope)).value;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The seed pair in use: the server seed's hash (committed before any bet), the client seed, the next nonce. */
export async function fetchFairness(ticket: string): Promise<Fairness> {
  return (await call(API_PATHS.inhouseFairness, ticket, ok(fairnessResponseSchema))).value;
}

export async function saveClientSeed(ticket: string, clientSeed: string): Promise<Fairness> {
  return (await call(API_PATHS.inhouseFairnessClientSeed, ticket, ok(fairnessResponseSchema), json({ clientSeed })))
    .value;
}

/** Reveal the server seed in use and start a new pair. */
export async function rotateSeeds(ticket: string): Promise<Rotation> {
  return (await call(API_PATHS.inhouseFairnessRotate, ticket, ok(rotateResponseSchema), json({}))).value;
}

export interface PlayOptions {
  /** Further attempts after a network failure or a 5xx (the same round id: the server replays it). */
  retries?: number;
  /** Wait before retry n (1-based). */
  retryDelayMs?: (attempt: number) => number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Play one round; a retry sends the same round id, so it can never be paid or debited twice. */
export async function postRound(ticket: string, request: RoundRequest, options: PlayOptions = {}): Promise<Round> {
  const { retries = 2, retryDelayMs = (attempt) => 400 * attempt } = options;
  const body = JSON.stringify(request);
  for (let attempt = 0; ; attempt++) {
    try {
      const envelope = await call(API_PATHS.inhouseRounds, ticket, roundEnvelope, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      return envelope.value;
    } catch (error) {
      if (!(error instanceof GameApiError) || !error.retryable || attempt >= retries) throw error;
      await wait(retryDelayMs(attempt + 1));
    }
  }
}
