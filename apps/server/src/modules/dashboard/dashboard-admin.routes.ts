import { dashboardQuerySchema, dashboardResponseSchema } from '@lobby/contract/admin/dashboard';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

/** Operator API: the dashboard's figures (admin and finance). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_PATHS.dashboard,
    {
      preHandler: app.requireOperator('finance'),
      schema: {
        tags: ['admin: dashboard'],
        security: [{ bearer: [] }],
        summary:
          'Registrations, first deposits, deposits, withdrawals, bets, wins, GGR and active players per day and in total, for today or the last 7 or 30 days',
        querystring: dashboardQuerySchema,
        response: { 200: ok(dashboardResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { code, settings } = request.merchant;
      return success(
        await app.dashboard.figures(
          { code, timeZone: settings.timeZone, currency: settings.currency },
          request.query.range,
        ),
      );
    },
  );
};
