import {
  adminProviderListSchema,
  adminProviderSchema,
  adminProviderUpdateSchema,
  providerCodeParamSchema,
} from '@lobby/contract/admin/games';
import { ADMIN_PATHS, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import { EDITING_FAILURES } from '../audit/editing-routes';

const admin = { tags: ['admin: games'], security: [{ bearer: [] }] };

/** The operators' providers: the list, and one provider's switch, order and categories. */
export const vendorsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same people who run the catalogue (editors; admins always may).
  const preHandler = app.requireOperator('editor');

  app.get(
    ADMIN_PATHS.providers,
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Every provider in display order, with its game types and the categories its card shows in',
        response: { 200: ok(adminProviderListSchema), ...EDITING_FAILURES },
      },
    },
    async (request) => success(await app.vendorsAdmin.list(request.merchant.code)),
  );

  app.patch(
    `${ADMIN_PATHS.providers}/:code`,
    {
      preHandler,
      schema: {
        ...admin,
        summary:
          'Change a provider: enabled (off hides its card and games), order (swapped with the holder), categories; audited',
        params: providerCodeParamSchema,
        body: adminProviderUpdateSchema,
        response: { 200: ok(adminProviderSchema), ...EDITING_FAILURES },
      },
    },
    async (request) => success(await app.vendorsAdmin.update(actorOf(request), request.params.code, request.body)),
  );
};
