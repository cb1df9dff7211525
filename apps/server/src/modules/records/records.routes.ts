import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  betRecordsQuerySchema,
  betRecordsResponseSchema,
  profitLossQuerySchema,
  profitLossResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@lobby/contract/records';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };
const member = { tags: ['records'], security: [{ bearer: [] }] };
/** A member's money: never kept by a browser or a proxy. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Betting record, account record, profit and loss: real accounts only (a trial account has no money). */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { records } = app;
  const guarded = { preHandler: app.requireRealMember };

  app.get(
    API_PATHS.betRecords,
    {
      ...guarded,
      schema: {
        ...member,
        summary: "The member's real-money rounds in a date range, newest first, with totals over the range",
        querystring: betRecordsQuerySchema,
        response: { 200: ok(betRecordsResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return success(await records.betRecords(signedIn(request), request.query));
    },
  );
  app.get(
    API_PATHS.transactions,
    {
      ...guarded,
      schema: {
        ...member,
        summary: "The member's balance changes in a date range, newest first, with money in and out",
        querystring: transactionsQuerySchema,
        response: { 200: ok(transactionsResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return success(await records.transactions(signedIn(request), request.query));
    },
  );
  app.get(
    API_PATHS.profitLoss,
    {
      ...guarded,
      schema: {
        ...member,
        summary: 'Play per game type (rounds, stake, payout, profit) and money moved over a date range',
        querystring: profitLossQuerySchema,
        response: { 200: ok(profitLossResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return success(await records.profitLoss(signedIn(request), request.query));
    },
  );
};
