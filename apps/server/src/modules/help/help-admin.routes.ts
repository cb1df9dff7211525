import {
  adminHelpItemSchema,
  adminHelpListSchema,
  adminHelpQuerySchema,
  helpItemCreateSchema,
  helpItemUpdateSchema,
  helpRemovedSchema,
} from '@lobby/contract/admin/help';
import { ADMIN_PATHS, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { EDITING_FAILURES, editingRoutes } from '../audit/editing-routes';

const admin = { tags: ['admin: help'], security: [{ bearer: [] }] };

/** The operators' help editing: list, add, change and remove sections and sub-sections. */
export const helpAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { help } = app;

  app.get(
    ADMIN_PATHS.help,
    {
      preHandler: app.requireOperator('editor', 'reviewer'),
      schema: {
        ...admin,
        summary: 'Every help item of this merchant (one language or all), flat, in display order',
        querystring: adminHelpQuerySchema,
        response: { 200: ok(adminHelpListSchema), ...EDITING_FAILURES },
      },
    },
    async (request) => success(await help.list(request.merchant.code, request.query.language)),
  );

  editingRoutes(app, {
    path: ADMIN_PATHS.help,
    tag: 'admin: help',
    roles: ['editor'],
    item: adminHelpItemSchema,
    create: {
      summary: 'Add a help section, or a sub-section (parentId); hostile HTML is refused (content.unsafe)',
      body: helpItemCreateSchema,
      run: help.create,
    },
    update: {
      summary: 'Change a help item (title, tag, content, sort)',
      method: 'PATCH',
      body: helpItemUpdateSchema,
      run: help.update,
    },
    remove: { summary: 'Remove a help item and its sub-sections', response: helpRemovedSchema, run: help.remove },
  });
};
