import {
  adminBannerPageSchema,
  adminBannerSchema,
  adminBannersQuerySchema,
  bannerWriteSchema,
} from '@lobby/contract/admin/announcements';
import { idParamSchema } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const admin = { tags: ['admin: banners'], security: [{ bearer: [] }] };
const byId = `${ADMIN_PATHS.banners}/:id`;

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
        summary: 'Every banner of this merchant, published or not, by group and order',
        querystring: adminBannersQuerySchema,
        response: { 200: ok(adminBannerPageSchema), ...failures },
      },
    },
    async (request) => {
      const { groupName, pageNo, pageSize } = request.query;
      return success(await banners.list(request.merchant.code, groupName, pageNo, pageSize));
    },
  );
  app.post(
    ADMIN_PATHS.banners,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Add a banner (link checked by its type: ROUTE /m/..., URL http(s), PROMOTION id, GAME nodeId)',
        body: bannerWriteSchema,
        response: { 200: ok(adminBannerSchema), ...failures },
      },
    },
    async (request) => success(await banners.create(actorOf(request), request.body)),
  );
  app.put(
    byId,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Replace a banner',
        params: idParamSchema,
        body: bannerWriteSchema,
        response: { 200: ok(adminBannerSchema), ...failures },
      },
    },
    async (request) => success(await banners.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    byId,
    {
      preHandler: editor,
      schema: {
        ...admin,
        summary: 'Remove a banner',
        params: idParamSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await banners.remove(actorOf(request), request.params.id);
      return success({ done: true as const });
    },
  );
};
