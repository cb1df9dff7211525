import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  adminFeedbackDetailSchema,
  adminFeedbackImageParamsSchema,
  adminFeedbackPageSchema,
  adminFeedbackQuerySchema,
  adminFeedbackReplySchema,
  adminFeedbackSchema,
} from '@lobby/contract/admin/feedback';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const admin = { tags: ['admin: feedback'], security: [{ bearer: [] }] };

/** Operator API: members' feedback, read and answered by admins and reviewers. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app;
  const reviewer = { preHandler: app.requireOperator('reviewer') };
  const item = `${ADMIN_PATHS.feedback}/:id`;

  app.get(
    ADMIN_PATHS.feedback,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary: "The site's feedback by status, category or member, newest (or oldest) first, paged",
        querystring: adminFeedbackQuerySchema,
        response: { 200: ok(adminFeedbackPageSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await feedback.list(request.merchant.code, request.query));
    },
  );
  app.get(
    item,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary: 'One feedback with its pictures and reply',
        params: idParamSchema,
        response: { 200: ok(adminFeedbackDetailSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await feedback.detail(request.merchant.code, request.params.id));
    },
  );
  app.get(
    `${item}/images/:imageId`,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary: 'A picture of a feedback, as uploaded (image/jpeg or image/png, detected from its bytes)',
        params: adminFeedbackImageParamsSchema,
        response: { 200: z.any(), ...failures },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const { data, contentType } = await feedback.image(request.merchant.code, id, imageId);
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
  app.post(
    `${item}/reply`,
    {
      ...reviewer,
      schema: {
        ...admin,
        summary:
          "Reply to an open feedback (409 feedback.already.replied otherwise); the reply lands in the member's inbox in the same transaction",
        params: idParamSchema,
        body: adminFeedbackReplySchema,
        response: { 200: ok(adminFeedbackSchema), ...failures },
      },
    },
    async (request) =>
      success(await feedback.reply(actorOf(request), request.merchant, request.params.id, request.body.reply)),
  );
};
