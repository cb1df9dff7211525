import { inboxSendRequestSchema, inboxSentSchema } from '@lobby/contract/admin/inbox';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** The operator sends an inbox message to members. */
export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app;

  app.post(
    ADMIN_PATHS.inbox,
    {
      preHandler: app.requireOperator('editor'),
      schema: {
        tags: ['admin: inbox'],
        security: [{ bearer: [] }],
        summary:
          'Send a message to one member (by username) or to every member of the site (editors, admins), with its translations',
        body: inboxSendRequestSchema,
        response: { 200: ok(inboxSentSchema), ...failures },
      },
    },
    async (request) => success(await inbox.send(actorOf(request), request.body)),
  );
};
