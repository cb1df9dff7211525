import { API_PATHS, failureSchema, ok, type Language } from '@lobby/contract/core';
import {
  promotionCategoriesQuerySchema,
  promotionCategoriesResponseSchema,
  promotionDetailQuerySchema,
  promotionIdParamSchema,
  promotionJoinResponseSchema,
  promotionSchema,
  promotionsQuerySchema,
  promotionsResponseSchema,
} from '@lobby/contract/promotions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';
import { toSite } from '../site/site.service';
import type { Reader } from './promotions.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const tags = ['promotions'];

/** The language asked for, else the merchant's default. */
const languageOf = (request: FastifyRequest, asked: Language | undefined): Language =>
  asked ?? toSite(request.merchant).defaultLanguage;

/** The member optionalMember found: a member additionally learns which promotions they joined. */
const readerOf = (request: FastifyRequest): Reader | undefined =>
  request.member ? { memberId: request.member.memberId } : undefined;

/** Promotions screen: categories, published promotions, detail and join. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promotions } = app;

  app.get(
    API_PATHS.promotionCategories,
    {
      schema: {
        tags,
        summary: 'Promotion categories (the tabs), names in the language asked for',
        querystring: promotionCategoriesQuerySchema,
        response: { 200: ok(promotionCategoriesResponseSchema), ...failures },
      },
    },
    async (request) => {
      const fallback = toSite(request.merchant).defaultLanguage;
      return success(
        await promotions.categories(request.merchant.code, languageOf(request, request.query.language), fallback),
      );
    },
  );

  app.get(
    API_PATHS.promotions,
    {
      preHandler: app.optionalMember,
      schema: {
        tags,
        summary: 'Published promotions (started, not ended) in display order; `joined` for a signed-in member',
        querystring: promotionsQuerySchema,
        response: { 200: ok(promotionsResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      if (reader) reply.header('cache-control', 'private, no-store');
      const language = languageOf(request, request.query.language);
      return success(
        await promotions.list(request.merchant.code, language, { categoryId: request.query.categoryId, reader }),
      );
    },
  );

  app.get(
    `${API_PATHS.promotions}/:id`,
    {
      preHandler: app.optionalMember,
      schema: {
        tags,
        summary: 'One published promotion (404 when unknown, not published or of another site)',
        params: promotionIdParamSchema,
        querystring: promotionDetailQuerySchema,
        response: { 200: ok(promotionSchema), ...failures },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      if (reader) reply.header('cache-control', 'private, no-store');
      const language = languageOf(request, request.query.language);
      return success(await promotions.detail(request.merchant.code, request.params.id, language, reader));
    },
  );

  app.post(
    `${API_PATHS.promotions}/:id/join`,
    {
      preHandler: app.requireRealMember,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Join a published promotion (real members; joining again changes nothing)',
        params: promotionIdParamSchema,
        response: { 200: ok(promotionJoinResponseSchema), ...failures },
      },
    },
    async (request) => {
      await app.responsibleGaming.checkClaim(request.merchant, signedIn(request));
      return success(await promotions.join(request.merchant.code, request.params.id, signedIn(request).memberId));
    },
  );
};
