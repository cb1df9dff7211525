import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { inhouseSessionResponseSchema, roundRequestSchema, roundResponseSchema } from '@lobby/contract/play';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { bearerToken } from '../../plugins/auth';

const failures = { 400: failureSchema, 401: failureSchema, 409: failureSchema };
const ticketed = { tags: ['in-house games'], security: [{ bearer: [] }] };

/** The in-house game pages call these with their launch ticket as the Bearer token. */
export const inhouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.inhouseSession,
    {
      schema: {
        ...ticketed,
        summary: 'The game, mode, stakes, RTP and balance of a launch ticket',
        response: { 200: ok(inhouseSessionResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await app.inhouse.session(bearerToken(request)));
    },
  );
  app.post(
    API_PATHS.inhouseRounds,
    {
      schema: {
        ...ticketed,
        summary: 'Play one round; the same round id again replays it, never pays or debits twice',
        body: roundRequestSchema,
        response: { 200: ok(roundResponseSchema), ...failures },
      },
    },
    async (request) => success(await app.inhouse.play(bearerToken(request), request.body)),
  );
};
