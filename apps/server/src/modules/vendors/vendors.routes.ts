import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { homeQuerySchema } from '@lobby/contract/home';
import {
  vendorGameTypesQuerySchema,
  vendorGameTypesResponseSchema,
  vendorSortingResponseSchema,
} from '@lobby/contract/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.vendorGameTypes,
    {
      schema: {
        tags: ['vendors'],
        summary: 'Vendors per game type (typeId 1), in the operator order, with icons and game counts',
        querystring: vendorGameTypesQuerySchema,
        response: { 200: ok(vendorGameTypesResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      return app.responses.send(reply, `vendor-types|${merchant}`, () => app.vendors.gameTypes(merchant));
    },
  );

  app.get(
    API_PATHS.vendorSorting,
    {
      schema: {
        tags: ['vendors'],
        summary: 'The vendor sorting list: categories in menu order with their vendors',
        querystring: homeQuerySchema,
        response: { 200: ok(vendorSortingResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      return app.responses.send(reply, `vendor-sorting|${merchant}`, () => app.vendors.sorting(merchant));
    },
  );
};
