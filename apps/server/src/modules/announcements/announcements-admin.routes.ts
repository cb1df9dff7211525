import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  adminAnnouncementPageSchema,
  adminAnnouncementSchema,
  adminAnnouncementsQuerySchema,
  announcementWriteSchema,
} from '@lobby/contract/admin/announcements';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { editingRoutes } from '../audit/editing-routes';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const admin = { tags: ['admin: announcements'], security: [{ bearer: [] }] };

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
        summary:
          'Announcements of this merchant, published or not: filtered by type, language and status, sorted, paged',
        querystring: adminAnnouncementsQuerySchema,
        response: { 200: ok(adminAnnouncementPageSchema), ...failures },
      },
    },
    async (request) => success(await announcementsAdmin.list(request.merchant.code, request.query)),
  );
  app.get(
    `${ADMIN_PATHS.announcements}/:id`,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'One announcement, published or not',
        params: idParamSchema,
        response: { 200: ok(adminAnnouncementSchema), ...failures },
      },
    },
    async (request) => success(await announcementsAdmin.get(request.merchant.code, request.params.id)),
  );

  editingRoutes(app, {
    path: ADMIN_PATHS.announcements,
    tag: 'admin: announcements',
    roles: ['editor'],
    failures,
    item: adminAnnouncementSchema,
    create: {
      summary: 'Publish an announcement (HTML with scripts, handlers or javascript: links: content.unsafe)',
      body: announcementWriteSchema,
      run: announcementsAdmin.create,
    },
    update: {
      summary: 'Replace an announcement',
      method: 'PUT',
      body: announcementWriteSchema,
      run: announcementsAdmin.update,
    },
    remove: {
      summary: 'Take an announcement down for good',
      response: doneResponseSchema,
      run: async (actor, id) => {
        await announcementsAdmin.remove(actor, id);
        return { done: true as const };
      },
    },
  });
};
