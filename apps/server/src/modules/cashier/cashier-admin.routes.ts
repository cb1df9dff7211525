import {
  adminChannelCreateSchema,
  adminChannelParamsSchema,
  adminChannelSchema,
  adminChannelsQuerySchema,
  adminChannelsSchema,
  adminChannelUpdateSchema,
} from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import { DEFAULT_CURRENCY } from '../site/site.service';
import type { CashierAdminService } from './cashier-admin.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const admin = { tags: ['admin: cashier'], security: [{ bearer: [] }] };

/** Operator API: payment channels of both directions (finance and admin). */
export function cashierAdminRoutes(channels: CashierAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    const money = { preHandler: app.requireOperator('finance') };
    const item = `${ADMIN_PATHS.cashierChannels}/:id`;

    app.get(
      ADMIN_PATHS.cashierChannels,
      {
        ...money,
        schema: {
          ...admin,
          summary:
            "This site's payment channels (disabled ones too), by direction, in the members' order; secrets are never answered",
          querystring: adminChannelsQuerySchema,
          response: { 200: ok(adminChannelsSchema), ...failures },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return success({ channels: await channels.list(request.merchant.code, request.query.direction) });
      },
    );

    app.post(
      ADMIN_PATHS.cashierChannels,
      {
        ...money,
        schema: {
          ...admin,
          summary:
            "Add a channel in the site's currency: bounds and presets as decimal strings, fee, hours, eligibility, names; a manual deposit channel needs its receiving account, a gateway channel its gateway (signed-http: url, accountId and secret)",
          body: adminChannelCreateSchema,
          response: { 200: ok(adminChannelSchema), ...failures },
        },
      },
      async (request) => {
        const currency = request.merchant.settings.currency ?? DEFAULT_CURRENCY;
        return success(await channels.create(actorOf(request), currency, request.body));
      },
    );

    app.patch(
      item,
      {
        ...money,
        schema: {
          ...admin,
          summary:
            'Change a channel: only the fields sent change (enable, order, bounds, fee, hours, eligibility, names, receiving account, gateway); a gateway sent without its secret keeps the stored one',
          params: adminChannelParamsSchema,
          body: adminChannelUpdateSchema,
          response: { 200: ok(adminChannelSchema), ...failures },
        },
      },
      async (request) => success(await channels.update(actorOf(request), request.params.id, request.body)),
    );
  };
}
