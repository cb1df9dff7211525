import { adminMemberSecuritySchema } from '@lobby/contract/admin/security';
import { memberIdParamsSchema } from '@lobby/contract/admin/members';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, success } from '../../lib/envelope';
import { UNPUBLISHED } from '../audit/audited-write';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const tagged = { tags: ['admin: members'], security: [{ bearer: [] }] };

/**
 * What operators see and do of a member's security: the two-factor state and the login history
 * (reviewers, finance, admins), and a reset of two-factor for a member who lost the phone and the
 * recovery codes (admins, audited; customer service checks who asks first).
 */
export const securityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { security, memberTwoFactor } = app;
  const readers = { preHandler: app.requireOperator('reviewer', 'finance') };
  const admins = { preHandler: app.requireOperator('admin') };
  /** A member of the operator's own merchant; another merchant's is not found. */
  const memberOf = async (merchantCode: string, id: number) => {
    const member = await app.members.repository.findById(merchantCode, id);
    if (!member) throw new ApiError('resource.not.found');
    return member;
  };

  app.get(
    `${ADMIN_PATHS.members}/:id/security`,
    {
      ...readers,
      schema: {
        ...tagged,
        summary: "A member's two-factor state and latest sign-ins (method, result, address, country)",
        params: memberIdParamsSchema,
        response: { 200: ok(adminMemberSecuritySchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = await memberOf(request.merchant.code, request.params.id);
      const [twoFactor, logins] = await Promise.all([memberTwoFactor.status(id), security.history(id)]);
      return success({ twoFactor, logins });
    },
  );

  app.delete(
    `${ADMIN_PATHS.members}/:id/two-factor`,
    {
      ...admins,
      schema: {
        ...tagged,
        summary: "Switch a member's two-factor sign-in off (admins, audited): the member sets it up again",
        params: memberIdParamsSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      const member = await memberOf(request.merchant.code, request.params.id);
      const reset = await app.audited.write(
        actorOf(request),
        ({ tx }) => memberTwoFactor.reset(member.id, tx),
        (done) =>
          done
            ? {
                action: 'member.two-factor.reset',
                targetType: 'member',
                targetId: member.id,
                detail: { username: member.username },
              }
            : undefined,
        UNPUBLISHED,
      );
      if (!reset) throw new ApiError('two.factor.off');
      return success({ done: true as const });
    },
  );
};
