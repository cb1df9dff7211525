import {
  adminChatConversationSchema,
  adminChatQueueQuerySchema,
  adminChatQueueSchema,
  cannedRepliesSchema,
  chatConversationParamsSchema,
} from '@lobby/contract/admin/chat';
import { chatMessageInputSchema, chatMessageSchema, chatReadInputSchema, type ChatEvent } from '@lobby/contract/chat';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const item = `${ADMIN_PATHS.chatConversations}/:id`;
const done = z.object({ done: z.literal(true) });

/** The customer-service desk: reviewers (the member-facing role) and admins answer the chat. */
export const chatDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = { preHandler: app.requireOperator('reviewer') };
  const doc = { tags: ['admin: chat'], security: [{ bearer: [] }] };
  const desk$ = app.chatDesk;

  app.get(
    ADMIN_PATHS.chatConversations,
    {
      ...desk,
      schema: {
        ...doc,
        summary: 'The queue: conversations by status, unread first, newest first',
        querystring: adminChatQueueQuerySchema,
        response: { 200: ok(adminChatQueueSchema), ...failures },
      },
    },
    async (request) => success(await desk$.queue(request.merchant.code, request.query)),
  );
  app.get(
    item,
    {
      ...desk,
      schema: {
        ...doc,
        summary: 'One conversation, its messages and the member beside it',
        params: chatConversationParamsSchema,
        response: { 200: ok(adminChatConversationSchema), ...failures },
      },
    },
    async (request) => success(await desk$.conversation(request.merchant, request.params.id)),
  );
  app.post(
    `${item}/messages`,
    {
      ...desk,
      schema: {
        ...doc,
        summary: 'Answer the member (plain text); refused once the conversation is closed',
        params: chatConversationParamsSchema,
        body: chatMessageInputSchema,
        response: { 200: ok(chatMessageSchema), ...failures },
      },
    },
    async (request) => success(await desk$.answer(actorOf(request), request.params.id, request.body.text)),
  );
  app.post(
    `${item}/read`,
    {
      ...desk,
      schema: {
        ...doc,
        summary: "Mark the member's messages read up to one",
        params: chatConversationParamsSchema,
        body: chatReadInputSchema,
        response: { 200: ok(done), ...failures },
      },
    },
    async (request) => {
      await desk$.markRead(actorOf(request), request.params.id, request.body.upTo);
      return success({ done: true as const });
    },
  );
  app.post(
    `${item}/close`,
    {
      ...desk,
      schema: {
        ...doc,
        summary: 'Close the conversation (the member’s next message opens a new one)',
        params: chatConversationParamsSchema,
        response: { 200: ok(done), ...failures },
      },
    },
    async (request) => {
      await desk$.close(actorOf(request), request.params.id);
      return success({ done: true as const });
    },
  );
  app.get(
    ADMIN_PATHS.chatCannedReplies,
    {
      ...desk,
      schema: {
        ...doc,
        summary: "The merchant's canned replies",
        response: { 200: ok(cannedRepliesSchema), ...failures },
      },
    },
    async (request) => success({ list: await desk$.cannedReplies(request.merchant.code) }),
  );
  app.get(
    ADMIN_PATHS.chatEvents,
    {
      ...desk,
      schema: {
        ...doc,
        summary: "Server-sent events of the merchant's chat (fetch with the bearer token; JSON per data line)",
        produces: ['text/event-stream'],
      },
    },
    (request, reply) =>
      app.chatStreams.open<ChatEvent>(request, reply, (send) => app.chatHub.onDesk(request.merchant.code, send)),
  );
};
