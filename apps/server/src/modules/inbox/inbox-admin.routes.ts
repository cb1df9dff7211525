import {
  adminInboxPageSchema,
  adminInboxQuerySchema,
  inboxSendRequestSchema,
  inboxSentSchema,
} from '@lobby/contract/admin/inbox';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** The operator sends inbox messages to members and lists what was sent. */
export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app;
  const doc = { tags: ['admin: inbox'], security: [{ bearer: [] }] };
  // A message's own title and content are in the site's default language; translations carry the rest.
  const ownLanguage = (request: FastifyRequest) => app.site.site(request.merchant).defaultLanguage;

  app.get(
    ADMIN_PATHS.inbox,
    {
      preHandler: app.requireOperator('editor'),
      schema: {
        ...doc,
        summary: 'The messages sent to members, with their languages, paged, sorted and filtered (editors, admins)',
        querystring: adminInboxQuerySchema,
        response: { 200: ok(adminInboxPageSchema), ...failures },
      },
    },
    async (request) => success(await inbox.sent(request.merchant.code, ownLanguage(request), request.query)),
  );

  app.post(
    ADMIN_PATHS.inbox,
    {
      preHandler: app.requireOperator('editor'),
      schema: {
        ...doc,
        summary:
          'Send a message to one member (by username) or to every member of the site (editors, admins), with its translations',
        body: inboxSendRequestSchema,
        response: { 200: ok(inboxSentSchema), ...failures },
      },
    },
    async (request) => success(await inbox.send(actorOf(request), request.body, ownLanguage(request))),
  );
};
