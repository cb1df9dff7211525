import { UNREAD_COUNT_THROTTLE_MS } from '@lobby/contract/announcements';
import {
  chatLaunchQuerySchema,
  chatLaunchResponseSchema,
  CHAT_MODULE_ID,
  unReadCountResponseSchema,
} from '@lobby/contract/chat';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
/** The spec's unread call names its module; any other id is a mistake, not a different question. */
const unreadQuerySchema = z.object({ moduleId: z.literal(CHAT_MODULE_ID).optional() });

/** Customer-service chat: the launch address and the member's unread count. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.chatLaunch,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags: ['chat'],
        summary: 'The live-chat page for this member (needs the CBS3 flag and a real account)',
        querystring: chatLaunchQuerySchema,
        response: { 200: ok(chatLaunchResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return success(app.chat.launch(request.merchant, request.query, `${request.protocol}://${request.host}`));
    },
  );
  app.get(
    API_PATHS.chatUnread,
    {
      preHandler: app.requireMember,
      // The page asks at most every UNREAD_COUNT_THROTTLE_MS; this stops a runaway loop, not a person.
      config: { rateLimit: { max: Math.round((60_000 / UNREAD_COUNT_THROTTLE_MS) * 2), timeWindow: '1 minute' } },
      schema: {
        tags: ['chat'],
        summary: 'Unread live-chat messages of this member (module CBS3; 0 for trial sessions)',
        querystring: unreadQuerySchema,
        response: { 200: ok(unReadCountResponseSchema), ...failures },
      },
    },
    async (request) => success(await app.chat.unread(request.merchant, signedIn(request))),
  );
};
