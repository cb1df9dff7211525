import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  clientSeedRequestSchema,
  fairnessResponseSchema,
  rotateRequestSchema,
  rotateResponseSchema,
} from '@lobby/contract/fair';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { bearerToken } from '../../plugins/auth';
import type { FairnessService } from './fairness.service';

const failures = { 400: failureSchema, 401: failureSchema };
const ticketed = { tags: ['in-house games'], security: [{ bearer: [] }] };

/** Provably fair seed pairs, called by the game page with its launch ticket as the Bearer token. */
export function fairnessRoutes(fairness: FairnessService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.inhouseFairness,
      {
        schema: {
          ...ticketed,
          summary:
            "The seed pair in use: the server seed's SHA-256 (shown before any bet), the client seed, the next nonce",
          response: { 200: ok(fairnessResponseSchema), ...failures },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return success(await fairness.current(bearerToken(request)));
      },
    );
    app.post(
      API_PATHS.inhouseFairnessClientSeed,
      {
        schema: {
          ...ticketed,
          summary: 'Set the client seed the next rounds are drawn with',
          body: clientSeedRequestSchema,
          response: { 200: ok(fairnessResponseSchema), ...failures },
        },
      },
      async (request) => success(await fairness.setClientSeed(bearerToken(request), request.body.clientSeed)),
    );
    app.post(
      API_PATHS.inhouseFairnessRotate,
      {
        schema: {
          ...ticketed,
          summary: 'Reveal the server seed in use and start a new pair (its hash is shown at once)',
          body: rotateRequestSchema,
          response: { 200: ok(rotateResponseSchema), ...failures },
        },
      },
      async (request) => success(await fairness.rotate(bearerToken(request), request.body.clientSeed)),
    );
  };
}
