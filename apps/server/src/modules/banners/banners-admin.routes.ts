import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  adminBannerPageSchema,
  adminBannerSchema,
  adminBannersQuerySchema,
  bannerWriteSchema,
} from '@lobby/contract/admin/announcements';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { editingRoutes } from '../audit/editing-routes';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const admin = { tags: ['admin: banners'], security: [{ bearer: [] }] };

/** Banners (announcement type B): editors and admins. */
export const bannersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { banners } = app;
  const editor = app.requireOperator('editor');

  app.get(
    ADMIN_PATHS.banners,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Banners of this merchant, published or not: filtered by group, language and status, sorted, paged',
        querystring: adminBannersQuerySchema,
        response: { 200: ok(adminBannerPageSchema), ...failures },
      },
    },
    async (request) => success(await banners.list(request.merchant.code, request.query)),
  );
  app.get(
    `${ADMIN_PATHS.banners}/:id`,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'One banner, published or not',
        params: idParamSchema,
        response: { 200: ok(adminBannerSchema), ...failures },
      },
    },
    async (request) => success(await banners.get(request.merchant.code, request.params.id)),
  );

  editingRoutes(app, {
    path: ADMIN_PATHS.banners,
    tag: 'admin: banners',
    roles: ['editor'],
    failures,
    item: adminBannerSchema,
    create: {
      summary: 'Add a banner (link checked by its type: ROUTE /m/..., URL http(s), PROMOTION id, GAME nodeId)',
      body: bannerWriteSchema,
      run: banners.create,
    },
    update: { summary: 'Replace a banner', method: 'PUT', body: bannerWriteSchema, run: banners.update },
    remove: {
      summary: 'Remove a banner',
      response: doneResponseSchema,
      run: async (actor, id) => {
        await banners.remove(actor, id);
        return { done: true as const };
      },
    },
  });
};
