import { chatUnreadReportSchema } from '@lobby/contract/admin/inbox';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** The customer-service desk reports a member's unread chat messages. */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    ADMIN_PATHS.chatUnread,
    {
      preHandler: app.requireOperator('editor'),
      schema: {
        tags: ['admin: chat'],
        security: [{ bearer: [] }],
        summary: "The chat service reports a member's unread count (editors and admins)",
        body: chatUnreadReportSchema,
        response: { 200: ok(chatUnreadReportSchema), ...failures },
      },
    },
    async (request) =>
      success(await app.chat.report(actorOf(request), request.body.username, request.body.unReadCount)),
  );
};
