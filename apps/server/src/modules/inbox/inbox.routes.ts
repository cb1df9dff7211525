import { idParamSchema } from '@lobby/contract/admin/operators';
import { UNREAD_COUNT_THROTTLE_MS } from '@lobby/contract/announcements';
import { unReadCountResponseSchema } from '@lobby/contract/chat';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { inboxMessageQuerySchema, inboxMessageSchema, inboxPageSchema, inboxQuerySchema } from '@lobby/contract/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/** The member inbox (module INBOX3). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app;
  app.get(
    API_PATHS.inbox,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags: ['inbox'],
        summary:
          "The member's messages and the site's broadcasts, newest first, with read flags, in the language asked for (default: the site's)",
        querystring: inboxQuerySchema,
        response: { 200: ok(inboxPageSchema), ...failures },
      },
    },
    async (request) => {
      const language = request.query.language ?? app.site.site(request.merchant).defaultLanguage;
      return success(await inbox.page(request.merchant, signedIn(request), { ...request.query, language }));
    },
  );
  app.get(
    API_PATHS.inboxUnread,
    {
      preHandler: app.requireMember,
      config: { rateLimit: { max: Math.round((60_000 / UNREAD_COUNT_THROTTLE_MS) * 2), timeWindow: '1 minute' } },
      schema: {
        tags: ['inbox'],
        summary: 'Unread inbox messages of this member (0 for trial sessions)',
        response: { 200: ok(unReadCountResponseSchema), ...failures },
      },
    },
    async (request) => success(await inbox.unread(request.merchant, signedIn(request))),
  );
  app.get(
    `${API_PATHS.inbox}/:id`,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags: ['inbox'],
        summary: "One message with its HTML, in the language asked for (default: the site's); opening it marks it read",
        params: idParamSchema,
        querystring: inboxMessageQuerySchema,
        response: { 200: ok(inboxMessageSchema), ...failures },
      },
    },
    async (request) => {
      const language = request.query.language ?? app.site.site(request.merchant).defaultLanguage;
      return success(await inbox.open(request.merchant, signedIn(request), request.params.id, language));
    },
  );
};
