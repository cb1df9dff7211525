import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import {
  idParamsSchema,
  newPayoutAccountRequestSchema,
  payoutAccountSchema,
  payoutAccountsResponseSchema,
} from '@lobby/contract/withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { perMemberRateLimit } from '../../lib/member-rate-limit';
import { signedIn } from '../auth/signed-in';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  429: failureSchema,
};
const tagged = { tags: ['payout accounts'], security: [{ bearer: [] }] };

export const payoutAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payoutAccounts } = app;
  const member = { preHandler: app.requireRealMember };

  app.get(
    API_PATHS.payoutAccounts,
    {
      ...member,
      schema: {
        ...tagged,
        summary: "The member's payout accounts (numbers masked but the last 4), the most allowed, the holder required",
        response: { 200: ok(payoutAccountsResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await payoutAccounts.list(request.merchant, signedIn(request).memberId));
    },
  );

  app.post(
    API_PATHS.payoutAccounts,
    {
      ...member,
      config: perMemberRateLimit(10),
      schema: {
        ...tagged,
        summary: 'Add a bank or e-wallet account (needs the payment password)',
        description:
          'When the merchant requires it the holder must equal the member’s payee name; a member without one gets ' +
          'the first account’s holder as payee name. At most `max` accounts; the same account twice is refused.',
        body: newPayoutAccountRequestSchema,
        response: { 200: ok(payoutAccountSchema), ...failures },
      },
    },
    async (request) => success(await payoutAccounts.add(request.merchant, signedIn(request).memberId, request.body)),
  );

  app.delete(
    `${API_PATHS.payoutAccounts}/:id`,
    {
      ...member,
      schema: {
        ...tagged,
        summary: 'Remove a payout account (a withdrawal already requested keeps its own copy)',
        params: idParamsSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await payoutAccounts.remove(request.merchant, signedIn(request).memberId, request.params.id);
      return success({ done: true as const });
    },
  );
};
