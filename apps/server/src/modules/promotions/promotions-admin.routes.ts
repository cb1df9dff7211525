import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  adminPromotionBodySchema,
  adminPromotionCategoryBodySchema,
  adminPromotionCategoryDeletedSchema,
  adminPromotionCategoryListSchema,
  adminPromotionCategorySchema,
  adminPromotionPageSchema,
  adminPromotionRemovedSchema,
  adminPromotionSchema,
  adminPromotionsQuerySchema,
} from '@lobby/contract/admin/promotions';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { editingRoutes } from '../audit/editing-routes';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const admin = { tags: ['admin: promotions'], security: [{ bearer: [] }] };

/** Operator API: promotions and their categories (editors). Every write is audited in its own transaction. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.promotionsAdmin;
  const editor = { preHandler: app.requireOperator('editor') };
  const item = `${ADMIN_PATHS.promotions}/:id`;

  app.get(
    ADMIN_PATHS.promotions,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Promotions of this site, published or not: filtered by language, status and category, sorted, paged',
        querystring: adminPromotionsQuerySchema,
        response: { 200: ok(adminPromotionPageSchema), ...failures },
      },
    },
    async (request) => success(await service.list(request.merchant.code, request.query)),
  );
  app.get(
    item,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'One promotion',
        params: idParamSchema,
        response: { 200: ok(adminPromotionSchema), ...failures },
      },
    },
    async (request) => success(await service.get(request.merchant.code, request.params.id)),
  );

  app.get(
    ADMIN_PATHS.promotionCategories,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Promotion categories',
        response: { 200: ok(adminPromotionCategoryListSchema), ...failures },
      },
    },
    async (request) => success(await service.categories(request.merchant.code)),
  );

  editingRoutes(app, {
    path: ADMIN_PATHS.promotions,
    tag: 'admin: promotions',
    roles: ['editor'],
    failures,
    item: adminPromotionSchema,
    create: {
      summary: 'Create a promotion (HTML content sanitised; content.unsafe when hostile, nothing stored)',
      body: adminPromotionBodySchema,
      run: service.create,
    },
    update: { summary: 'Replace a promotion', method: 'PUT', body: adminPromotionBodySchema, run: service.update },
    remove: {
      summary: 'Delete a promotion, or end it now when members applied for rewards from it',
      response: adminPromotionRemovedSchema,
      run: service.remove,
    },
  });
  editingRoutes(app, {
    path: ADMIN_PATHS.promotionCategories,
    tag: 'admin: promotions',
    roles: ['editor'],
    failures,
    item: adminPromotionCategorySchema,
    create: {
      summary: 'Create a promotion category (a name per language)',
      body: adminPromotionCategoryBodySchema,
      run: service.createCategory,
    },
    update: {
      summary: 'Replace a promotion category',
      method: 'PUT',
      body: adminPromotionCategoryBodySchema,
      run: service.updateCategory,
    },
    remove: {
      summary: 'Delete a promotion category (promotions keep their other categories)',
      response: adminPromotionCategoryDeletedSchema,
      run: service.removeCategory,
    },
  });
};
