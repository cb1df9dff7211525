import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { walletResponseSchema } from '@lobby/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.wallet,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: "The member's balance (sumBalance with 2 decimals, and in minor units)",
        security: [{ bearer: [] }],
        response: { 200: ok(walletResponseSchema), 401: failureSchema, 403: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await app.wallet.wallet(signedIn(request)));
    },
  );
};
