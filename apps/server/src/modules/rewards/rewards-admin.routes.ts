import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  adminRewardApplicationDetailSchema,
  adminRewardApplicationSchema,
  adminRewardApplicationsQuerySchema,
  adminRewardApplicationsResponseSchema,
  adminRewardImageParamsSchema,
  adminRewardReviewSchema,
} from '@lobby/contract/admin/rewards';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const admin = { tags: ['admin: rewards'], security: [{ bearer: [] }] };

/** Operator API: the reward review queue (reviewers). */
export const rewardsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rewards } = app;
  const reviewer = { preHandler: app.requireOperator('reviewer') };
  const item = `${ADMIN_PATHS.rewardApplications}/:id`;

  app.get(
    ADMIN_PATHS.rewardApplications,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary: 'Reward applications of this site, by status, newest (or oldest) first, paged',
        querystring: adminRewardApplicationsQuerySchema,
        response: { 200: ok(adminRewardApplicationsResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await rewards.list(request.merchant.code, request.query));
    },
  );
  app.get(
    item,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary: 'One reward application with its pictures',
        params: idParamSchema,
        response: { 200: ok(adminRewardApplicationDetailSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await rewards.detail(request.merchant.code, request.params.id));
    },
  );
  app.get(
    `${item}/images/:imageId`,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary: 'A picture of an application, as uploaded (image/jpeg or image/png, detected from its bytes)',
        params: adminRewardImageParamsSchema,
        response: { 200: z.any(), ...failures },
      },
    },
    async (request, reply) => {
      const { data, contentType } = await rewards.image(
        request.merchant.code,
        request.params.id,
        request.params.imageId,
      );
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
  app.post(
    `${item}/review`,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary:
          'Approve or reject a pending application (409 reward.already.reviewed otherwise); an approval with rewardMinor > 0 credits the wallet in the same transaction',
        params: idParamSchema,
        body: adminRewardReviewSchema,
        response: { 200: ok(adminRewardApplicationSchema), ...failures },
      },
    },
    async (request) => success(await rewards.review(actorOf(request), request.params.id, request.body)),
  );
};
