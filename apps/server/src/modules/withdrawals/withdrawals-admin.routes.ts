import {
  adminWithdrawalApproveSchema,
  adminWithdrawalParamsSchema,
  adminWithdrawalRejectSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
} from '@lobby/contract/admin/withdrawals';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const tagged = { tags: ['admin: cashier'], security: [{ bearer: [] }] };

/** The withdrawal queue: finance and admins read, export, approve and reject; editors and reviewers get 403. */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdrawalQueue } = app;
  const money = { preHandler: app.requireOperator('finance') };
  const item = `${ADMIN_PATHS.withdrawals}/:id`;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    ADMIN_PATHS.withdrawals,
    {
      ...money,
      schema: {
        ...tagged,
        summary:
          'The withdrawal queue: filtered, sorted and paged; `format=csv` answers the whole filtered list as text/csv',
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: z.union([ok(adminWithdrawalsResponseSchema), z.string()]), ...failures },
      },
    },
    async (request, reply) => {
      const { merchant, query } = request;
      if (query.format === 'json') return success(await withdrawalQueue.list(merchant, query));
      const csv = await withdrawalQueue.csv(merchant, query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="withdrawals-${merchant.code}-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    `${item}/approve`,
    {
      ...money,
      schema: {
        ...tagged,
        summary: 'Mark a pending withdrawal paid, with the transfer’s reference (the hold stays: the money left)',
        params: adminWithdrawalParamsSchema,
        body: adminWithdrawalApproveSchema,
        response: { 200: ok(adminWithdrawalSchema), ...failures },
      },
    },
    async (request) =>
      success(
        await withdrawalQueue.approve(
          actorOf(request),
          request.merchant,
          request.params.id,
          request.body.payoutReference,
        ),
      ),
  );

  app.post(
    `${item}/reject`,
    {
      ...money,
      schema: {
        ...tagged,
        summary: 'Reject a pending withdrawal with a reason the member sees; the hold is released by a ledger row',
        params: adminWithdrawalParamsSchema,
        body: adminWithdrawalRejectSchema,
        response: { 200: ok(adminWithdrawalSchema), ...failures },
      },
    },
    async (request) =>
      success(await withdrawalQueue.reject(actorOf(request), request.merchant, request.params.id, request.body.reason)),
  );
};
