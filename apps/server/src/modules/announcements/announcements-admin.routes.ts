import {
  adminAnnouncementPageSchema,
  adminAnnouncementSchema,
  adminAnnouncementsQuerySchema,
  announcementWriteSchema,
} from '@lobby/contract/admin/announcements';
import { idParamSchema } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const admin = { tags: ['admin: announcements'], security: [{ bearer: [] }] };
const byId = `${ADMIN_PATHS.announcements}/:id`;

/** Player notices, pop-ups and hot items: editors and admins. */
export const announcementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcementsAdmin } = app;
  const editor = app.requireOperator('editor');

  app.get(
    ADMIN_PATHS.announcements,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Every announcement of this merchant, published or not, newest first',
        querystring: adminAnnouncementsQuerySchema,
        response: { 200: ok(adminAnnouncementPageSchema), ...failures },
      },
    },
    async (request) => success(await announcementsAdmin.list(request.merchant.code, request.query)),
  );
  app.post(
    ADMIN_PATHS.announcements,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Publish an announcement (HTML with scripts, handlers or javascript: links: content.unsafe)',
        body: announcementWriteSchema,
        response: { 200: ok(adminAnnouncementSchema), ...failures },
      },
    },
    async (request) => success(await announcementsAdmin.create(actorOf(request), request.body)),
  );
  app.put(
    byId,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Replace an announcement',
        params: idParamSchema,
        body: announcementWriteSchema,
        response: { 200: ok(adminAnnouncementSchema), ...failures },
      },
    },
    async (request) => success(await announcementsAdmin.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    byId,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Take an announcement down for good',
        params: idParamSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await announcementsAdmin.remove(actorOf(request), request.params.id);
      return success({ done: true as const });
    },
  );
};
