import { API_PATHS, failureSchema, languageSchema, ok } from '@lobby/contract/core';
import {
  newWithdrawalRequestSchema,
  requestNoParamsSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
  withdrawalsResponseSchema,
  withdrawalSummarySchema,
} from '@lobby/contract/withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { perMemberRateLimit } from '../../lib/member-rate-limit';
import { signedIn } from '../auth/signed-in';
import { languageFor } from '../register/field-rules';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  429: failureSchema,
};
const tagged = { tags: ['withdrawals'], security: [{ bearer: [] }] };
const languageQuery = z.object({ language: languageSchema.optional() });

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdrawals } = app;
  const member = { preHandler: app.requireRealMember };
  const item = `${API_PATHS.withdrawals}/:requestNo`;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    API_PATHS.withdrawalSummary,
    {
      ...member,
      schema: {
        ...tagged,
        summary: 'The withdraw page: balance, locked, withdrawable, remaining turnover, today against the limits',
        description:
          'withdrawable = balance − min(balance, Σ locked of the open turnover requirements): a deposit stays ' +
          'locked until the turnover it added is met. Today counts pending and paid requests, in the merchant’s time zone.',
        response: { 200: ok(withdrawalSummarySchema), ...failures },
      },
    },
    async (request) => success(await withdrawals.summary(request.merchant, signedIn(request).memberId)),
  );

  app.post(
    API_PATHS.withdrawals,
    {
      ...member,
      config: perMemberRateLimit(20),
      schema: {
        ...tagged,
        summary: 'Request a withdrawal: the amount is held from the balance at once',
        description:
          'Checks: the withdrawal channel (cashier.channel.*), the amount (cashier.amount.invalid, ' +
          'cashier.amount.out.of.range), the payout account (payoutAccount.not.found), the payment password ' +
          '(paymentPassword.*), then under the member’s wallet lock the day’s count and amount ' +
          '(withdrawal.daily.count, withdrawal.daily.amount) and the withdrawable balance (withdrawal.not.withdrawable).',
        querystring: languageQuery,
        body: newWithdrawalRequestSchema,
        response: { 200: ok(withdrawalSchema), ...failures },
      },
    },
    async (request) =>
      success(
        await withdrawals.request(
          request.merchant,
          signedIn(request),
          request.body,
          languageFor(request.merchant, request.query.language),
        ),
      ),
  );

  app.get(
    API_PATHS.withdrawals,
    {
      ...member,
      schema: {
        ...tagged,
        summary: "The member's withdrawals, newest first, paged, by status",
        querystring: withdrawalsQuerySchema.extend(languageQuery.shape),
        response: { 200: ok(withdrawalsResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { language, ...query } = request.query;
      const { merchant } = request;
      return success(
        await withdrawals.list(merchant, signedIn(request).memberId, query, languageFor(merchant, language)),
      );
    },
  );

  app.get(
    item,
    {
      ...member,
      schema: {
        ...tagged,
        summary: 'One of the member’s withdrawals (another member’s is not found)',
        params: requestNoParamsSchema,
        querystring: languageQuery,
        response: { 200: ok(withdrawalSchema), ...failures },
      },
    },
    async (request) => {
      const { merchant } = request;
      const language = languageFor(merchant, request.query.language);
      return success(await withdrawals.one(merchant, signedIn(request).memberId, request.params.requestNo, language));
    },
  );

  app.post(
    `${item}/cancel`,
    {
      ...member,
      schema: {
        ...tagged,
        summary: 'Cancel a pending withdrawal and release its hold (only where the merchant allows it)',
        description: 'Off by default (withdrawalCancelAllowed; UK RTS 14B): withdrawal.cancel.disabled.',
        params: requestNoParamsSchema,
        querystring: languageQuery,
        response: { 200: ok(withdrawalSchema), ...failures },
      },
    },
    async (request) => {
      const { merchant } = request;
      const language = languageFor(merchant, request.query.language);
      return success(
        await withdrawals.cancel(merchant, signedIn(request).memberId, request.params.requestNo, language),
      );
    },
  );
};
