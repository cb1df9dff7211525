import { cashierChannelsQuerySchema, cashierChannelsResponseSchema } from '@lobby/contract/cashier';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';
import { toPlayerChannel } from './cashier.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

/** The member's cashier: the payment channels usable now. */
export const cashierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cashier } = app;
  app.get(
    API_PATHS.cashierChannels,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags: ['cashier'],
        security: [{ bearer: [] }],
        summary:
          "The payment channels this member may use now, in the operator's order: enabled, open at this hour (the merchant's time zone) and allowed for the member's type and VIP rank; amounts in the channel's currency",
        querystring: cashierChannelsQuerySchema,
        response: { 200: ok(cashierChannelsResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = signedIn(request);
      const rows = await cashier.channels(
        { merchant: request.merchant, memberId: member.memberId, type: member.type },
        request.query.direction,
      );
      return success({ channels: rows.map(toPlayerChannel) });
    },
  );
};
