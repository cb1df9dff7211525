import { adminMemberRgSchema } from '@lobby/contract/admin/responsible-gaming';
import { memberIdParamsSchema } from '@lobby/contract/admin/members';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

/**
 * A member's limits, time-outs and self-exclusions with the trail of their changes, read-only:
 * only the member sets them, and no operator may lift an exclusion early.
 */
export const responsibleGamingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_PATHS.members}/:id/responsible-gaming`,
    {
      preHandler: app.requireOperator('reviewer', 'finance'),
      schema: {
        tags: ['admin: members'],
        security: [{ bearer: [] }],
        summary: "A member's responsible-gaming limits, exclusions and the history of their changes (read-only)",
        params: memberIdParamsSchema,
        response: { 200: ok(adminMemberRgSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await app.responsibleGaming.forOperator(request.merchant, request.params.id));
    },
  );
};
