import {
  cannedRepliesSchema,
  cannedReplyInputSchema,
  cannedReplyOrderSchema,
  cannedReplyParamsSchema,
  cannedReplySchema,
} from '@lobby/contract/admin/chat';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import { createCannedRepliesRepository } from './chat-canned.repository';
import { createCannedRepliesService } from './chat-canned.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const item = `${ADMIN_PATHS.chatCannedReplies}/:id`;

/** Admins keep the desk's canned replies (the desk reads them through its own route). */
export const chatCannedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const canned = createCannedRepliesService(createCannedRepliesRepository(app.db), app.audited);
  const admin = { preHandler: app.requireOperator('admin') };
  const doc = { tags: ['admin: chat'], security: [{ bearer: [] }] };

  app.post(
    ADMIN_PATHS.chatCannedReplies,
    {
      ...admin,
      schema: {
        ...doc,
        summary: 'Add a canned reply at the end (admins only; a title once per site, plain text)',
        body: cannedReplyInputSchema,
        response: { 200: ok(cannedReplySchema), ...failures },
      },
    },
    async (request) => success(await canned.create(actorOf(request), request.body)),
  );
  app.put(
    ADMIN_PATHS.chatCannedRepliesOrder,
    {
      ...admin,
      schema: {
        ...doc,
        summary: "Reorder the canned replies: every one of the site's ids once, first shown first (admins only)",
        body: cannedReplyOrderSchema,
        response: { 200: ok(cannedRepliesSchema), ...failures },
      },
    },
    async (request) => success({ list: await canned.reorder(actorOf(request), request.body.ids) }),
  );
  app.put(
    item,
    {
      ...admin,
      schema: {
        ...doc,
        summary: "Change a canned reply's title and text (admins only)",
        params: cannedReplyParamsSchema,
        body: cannedReplyInputSchema,
        response: { 200: ok(cannedReplySchema), ...failures },
      },
    },
    async (request) => success(await canned.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    item,
    {
      ...admin,
      schema: {
        ...doc,
        summary: 'Delete a canned reply (admins only)',
        params: cannedReplyParamsSchema,
        response: { 200: ok(z.object({ done: z.literal(true) })), ...failures },
      },
    },
    async (request) => {
      await canned.remove(actorOf(request), request.params.id);
      return success({ done: true as const });
    },
  );
};
