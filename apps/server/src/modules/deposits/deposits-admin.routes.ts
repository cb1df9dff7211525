import {
  adminCashierTotalsQuerySchema,
  adminCashierTotalsSchema,
  adminDepositParamsSchema,
  adminDepositRejectSchema,
  adminDepositSchema,
  adminDepositsPageSchema,
  adminDepositsQuerySchema,
  type AdminDeposit,
} from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCsv } from '../../lib/csv';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const admin = { tags: ['admin: cashier'], security: [{ bearer: [] }] };

const CSV_COLUMNS = [
  'orderNo',
  'createdAt',
  'username',
  'channel',
  'kind',
  'status',
  'currency',
  'amount',
  'fee',
  'credit',
  'senderName',
  'senderAccount',
  'paymentId',
  'creditedAt',
  'reason',
] as const;
const csvValue = (row: AdminDeposit, column: string) => {
  if (column === 'channel') return row.channelNames.en;
  if (column === 'senderName') return row.sender?.name ?? '';
  if (column === 'senderAccount') return row.sender?.accountNumber ?? '';
  return row[column as Exclude<(typeof CSV_COLUMNS)[number], 'channel' | 'senderName' | 'senderAccount'>];
};

/** Operator API: the deposit queue, its approvals and rejections, and the daily totals (finance and admin). */
export const depositsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { depositsAdmin, cashierTotals } = app;
  const money = { preHandler: app.requireOperator('finance') };
  const item = `${ADMIN_PATHS.cashierDeposits}/:orderNo`;

  app.get(
    ADMIN_PATHS.cashierDeposits,
    {
      ...money,
      schema: {
        ...admin,
        summary:
          'Deposit orders of this site: by status, channel, member username and days (merchant time zone), sorted by time or amount, paged; ?format=csv answers text/csv with the same filters (up to 10,000 rows)',
        querystring: adminDepositsQuerySchema,
        response: { 200: z.union([ok(adminDepositsPageSchema), z.string()]), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (request.query.format !== 'csv') return success(await depositsAdmin.queue(request.merchant, request.query));
      const rows = await depositsAdmin.export(request.merchant, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="deposits-${request.merchant.code}.csv"`)
        .send(toCsv(CSV_COLUMNS, rows, csvValue));
    },
  );

  app.get(
    item,
    {
      ...money,
      schema: {
        ...admin,
        summary: 'One deposit order',
        params: adminDepositParamsSchema,
        response: { 200: ok(adminDepositSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await depositsAdmin.detail(request.merchant.code, request.params.orderNo));
    },
  );

  app.get(
    `${item}/receipt`,
    {
      ...money,
      schema: {
        ...admin,
        summary: "The member's transfer receipt as uploaded (image/jpeg or image/png, detected from its bytes)",
        params: adminDepositParamsSchema,
        response: { 200: z.any(), ...failures },
      },
    },
    async (request, reply) => {
      const { data, contentType } = await app.deposits.receipt(request.merchant.code, request.params.orderNo);
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );

  app.post(
    `${item}/approve`,
    {
      ...money,
      schema: {
        ...admin,
        summary:
          'Credit a manual deposit whose money arrived (pending, or expired: a late transfer); the wallet moves in the same transaction, once (409 deposit.already.settled otherwise)',
        params: adminDepositParamsSchema,
        response: { 200: ok(adminDepositSchema), ...failures },
      },
    },
    async (request) => success(await depositsAdmin.approve(actorOf(request), request.params.orderNo)),
  );

  app.post(
    `${item}/reject`,
    {
      ...money,
      schema: {
        ...admin,
        summary:
          'Reject a manual deposit with a reason the member sees (409 deposit.already.settled when already settled)',
        params: adminDepositParamsSchema,
        body: adminDepositRejectSchema,
        response: { 200: ok(adminDepositSchema), ...failures },
      },
    },
    async (request) =>
      success(await depositsAdmin.reject(actorOf(request), request.params.orderNo, request.body.reason)),
  );

  app.get(
    ADMIN_PATHS.cashierTotals,
    {
      ...money,
      schema: {
        ...admin,
        summary:
          "Money per day (the merchant's time zone) and channel; default the last 7 days. Deposit rows: credited orders (count, amount, fee, net credited) on the day credited. Withdrawal rows: paid requests (count, amount, fee, net paid out) on the day paid, with `pending` (on the day requested) and `rejected` (on the day rejected) counts and amounts",
        querystring: adminCashierTotalsQuerySchema,
        response: { 200: ok(adminCashierTotalsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await cashierTotals(request.merchant, request.query));
    },
  );
};
