import {
  adminMemberRgSchema,
  adminRgGroupRequestSchema,
  adminRgGroupSchema,
} from '@lobby/contract/admin/responsible-gaming';
import { memberIdParamsSchema } from '@lobby/contract/admin/members';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };

const site = { tags: ['admin: site'], security: [{ bearer: [] }] };

/**
 * A member's limits, time-outs and self-exclusions with the trail of their changes, read-only:
 * only the member sets them, and no operator may lift an exclusion early. And the site's merchant
 * group (admins): the merchants sharing self-exclusions.
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

  app.get(
    ADMIN_PATHS.rgGroup,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...site,
        summary: "The site's responsible-gaming group and the other merchants in it (admins)",
        response: { 200: ok(adminRgGroupSchema), ...failures },
      },
    },
    async (request) => {
      const code = request.merchant.code;
      const { group } = await app.siteSettings.read(code, 'responsibleGaming');
      return success(await app.responsibleGaming.groupView(code, group));
    },
  );

  app.put(
    ADMIN_PATHS.rgGroup,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...site,
        summary:
          "Join a responsible-gaming group by its key, or leave it (null): the group's merchants share self-exclusions, " +
          'matched by e-mail or mobile number (admins; audited as site.responsibleGaming.update)',
        body: adminRgGroupRequestSchema,
        response: { 200: ok(adminRgGroupSchema), ...failures },
      },
    },
    async (request) => {
      const { group } = await app.siteSettings.replace(actorOf(request), 'responsibleGaming', request.body);
      return success(await app.responsibleGaming.groupView(request.merchant.code, group));
    },
  );
};
