import {
  chatMessageInputSchema,
  chatMessageSchema,
  chatReadInputSchema,
  memberChatSchema,
  unReadCountResponseSchema,
  type ChatEvent,
} from '@lobby/contract/chat';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';
import { requireChat } from './chat.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };

/** Our own chat, the member's side: the conversation, sending, read marks and the live event stream. */
export const chatMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { preHandler: app.requireRealMember };
  const doc = { tags: ['chat'], security: [{ bearer: [] }] };

  app.get(
    API_PATHS.chatConversation,
    {
      ...member,
      schema: {
        ...doc,
        summary: "The member's conversation with customer service (open, else the last one)",
        response: { 200: ok(memberChatSchema), ...failures },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return success(await app.chat.conversation(request.merchant, signedIn(request)));
    },
  );
  app.post(
    API_PATHS.chatMessages,
    {
      ...member,
      schema: {
        ...doc,
        summary: 'Write to customer service (plain text; opens a conversation; rate limited per member)',
        body: chatMessageInputSchema,
        response: { 200: ok(chatMessageSchema), ...failures },
      },
    },
    async (request) => success(await app.chat.send(request.merchant, signedIn(request), request.body.text)),
  );
  app.post(
    API_PATHS.chatRead,
    {
      ...member,
      schema: {
        ...doc,
        summary: "Mark customer service's messages read up to one; answers the new unread count",
        body: chatReadInputSchema,
        response: { 200: ok(unReadCountResponseSchema), ...failures },
      },
    },
    async (request) => success(await app.chat.markRead(request.merchant, signedIn(request), request.body.upTo)),
  );
  app.get(
    API_PATHS.chatEvents,
    {
      ...member,
      schema: {
        ...doc,
        summary: "Server-sent events of the member's chat (fetch with the session token; JSON per data line)",
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => {
      requireChat(request.merchant);
      const { merchantCode, memberId } = signedIn(request);
      app.chatStreams.open<ChatEvent>(request, reply, (send) => app.chatHub.onMember(merchantCode, memberId, send));
    },
  );
};
