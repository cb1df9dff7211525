import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  adminPromotionBodySchema,
  adminPromotionCategoryBodySchema,
  adminPromotionCategoryDeletedSchema,
  adminPromotionCategoryListSchema,
  adminPromotionCategorySchema,
  adminPromotionListSchema,
  adminPromotionRemovedSchema,
  adminPromotionSchema,
  adminPromotionsQuerySchema,
} from '@lobby/contract/admin/promotions';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const admin = { tags: ['admin: promotions'], security: [{ bearer: [] }] };

/** Operator API: promotions and their categories (editors). Every write is audited in its own transaction. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.promotionsAdmin;
  const editor = { preHandler: app.requireOperator('editor') };
  const item = `${ADMIN_PATHS.promotions}/:id`;
  const category = `${ADMIN_PATHS.promotionCategories}/:id`;

  app.get(
    ADMIN_PATHS.promotions,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Every promotion of this site (published or not), optionally of one language',
        querystring: adminPromotionsQuerySchema,
        response: { 200: ok(adminPromotionListSchema), ...failures },
      },
    },
    async (request) => success(await service.list(request.merchant.code, request.query.language)),
  );
  app.post(
    ADMIN_PATHS.promotions,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Create a promotion (HTML content sanitised; content.unsafe when hostile, nothing stored)',
        body: adminPromotionBodySchema,
        response: { 200: ok(adminPromotionSchema), ...failures },
      },
    },
    async (request) => success(await service.create(actorOf(request), request.body)),
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
  app.put(
    item,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Replace a promotion',
        params: idParamSchema,
        body: adminPromotionBodySchema,
        response: { 200: ok(adminPromotionSchema), ...failures },
      },
    },
    async (request) => success(await service.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    item,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Delete a promotion, or end it now when members applied for rewards from it',
        params: idParamSchema,
        response: { 200: ok(adminPromotionRemovedSchema), ...failures },
      },
    },
    async (request) => success(await service.remove(actorOf(request), request.params.id)),
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
  app.post(
    ADMIN_PATHS.promotionCategories,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Create a promotion category (a name per language)',
        body: adminPromotionCategoryBodySchema,
        response: { 200: ok(adminPromotionCategorySchema), ...failures },
      },
    },
    async (request) => success(await service.createCategory(actorOf(request), request.body)),
  );
  app.put(
    category,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Replace a promotion category',
        params: idParamSchema,
        body: adminPromotionCategoryBodySchema,
        response: { 200: ok(adminPromotionCategorySchema), ...failures },
      },
    },
    async (request) => success(await service.updateCategory(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    category,
    {
      ...editor,
      schema: {
        ...admin,
        summary: 'Delete a promotion category (promotions keep their other categories)',
        params: idParamSchema,
        response: { 200: ok(adminPromotionCategoryDeletedSchema), ...failures },
      },
    },
    async (request) => success(await service.removeCategory(actorOf(request), request.params.id)),
  );
};
