import { memberInfoSchema } from '@lobby/contract/auth';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.member,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'The signed-in member: id, type, account, nickname and contact details',
        security: [{ bearer: [] }],
        response: { 200: ok(memberInfoSchema), 401: failureSchema, 403: failureSchema },
      },
    },
    async (request) => success(await app.members.me(signedIn(request))),
  );
};
