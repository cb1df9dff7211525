import {
  adminHelpItemSchema,
  adminHelpListSchema,
  adminHelpQuerySchema,
  helpItemCreateSchema,
  helpItemUpdateSchema,
  helpRemovedSchema,
} from '@lobby/contract/admin/help';
import { idParamSchema } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
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
        response: { 200: ok(adminHelpListSchema), ...failures },
      },
    },
    async (request) => success(await help.list(request.merchant.code, request.query.language)),
  );

  app.post(
    ADMIN_PATHS.help,
    {
      preHandler: app.requireOperator('editor'),
      schema: {
        ...admin,
        summary: 'Add a help section, or a sub-section (parentId); hostile HTML is refused (content.unsafe)',
        body: helpItemCreateSchema,
        response: { 200: ok(adminHelpItemSchema), ...failures },
      },
    },
    async (request) => success(await help.create(actorOf(request), request.body)),
  );

  app.patch(
    `${ADMIN_PATHS.help}/:id`,
    {
      preHandler: app.requireOperator('editor'),
      schema: {
        ...admin,
        summary: 'Change a help item (title, tag, content, sort)',
        params: idParamSchema,
        body: helpItemUpdateSchema,
        response: { 200: ok(adminHelpItemSchema), ...failures },
      },
    },
    async (request) => success(await help.update(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${ADMIN_PATHS.help}/:id`,
    {
      preHandler: app.requireOperator('editor'),
      schema: {
        ...admin,
        summary: 'Remove a help item and its sub-sections',
        params: idParamSchema,
        response: { 200: ok(helpRemovedSchema), ...failures },
      },
    },
    async (request) => success(await help.remove(actorOf(request), request.params.id)),
  );
};
