import {
  idParamSchema,
  operatorAccountSchema,
  operatorPageSchema,
  operatorSecuritySchema,
  operatorsQuerySchema,
  operatorUpdateRequestSchema,
} from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const admin = { tags: ['admin: operators'], security: [{ bearer: [] }] };

/** The Operators section: accounts of this merchant and its two-factor setting (admins only). */
export const operatorAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operatorAccounts } = app;
  const preHandler = app.requireOperator('admin');

  app.get(
    ADMIN_PATHS.operators,
    {
      preHandler,
      schema: {
        ...admin,
        summary: "This merchant's operators, paged, sorted and filtered by role, status and name",
        querystring: operatorsQuerySchema,
        response: { 200: ok(operatorPageSchema), ...failures },
      },
    },
    async (request) => success(await operatorAccounts.page(request.merchant.code, request.query)),
  );
  app.patch(
    `${ADMIN_PATHS.operators}/:id`,
    {
      preHandler,
      schema: {
        ...admin,
        summary: "Change an operator's role, or disable (ending their sessions) or enable them; never one's own",
        params: idParamSchema,
        body: operatorUpdateRequestSchema,
        response: { 200: ok(operatorAccountSchema), ...failures },
      },
    },
    async (request) => success(await operatorAccounts.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${ADMIN_PATHS.operators}/:id/two-factor`,
    {
      preHandler,
      schema: {
        ...admin,
        summary: "Reset an operator's two-factor sign-in (a lost phone): they set it up again",
        params: idParamSchema,
        response: { 200: ok(operatorAccountSchema), ...failures },
      },
    },
    async (request) => success(await operatorAccounts.resetTwoFactor(actorOf(request), request.params.id)),
  );
  app.get(
    ADMIN_PATHS.operatorSecurity,
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Whether admins and finance must sign in with a TOTP code',
        response: { 200: ok(operatorSecuritySchema), ...failures },
      },
    },
    async (request) => success(await operatorAccounts.security(request.merchant.code)),
  );
  app.put(
    ADMIN_PATHS.operatorSecurity,
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Require (or not) two-factor sign-in of admins and finance; those without it enrol at sign-in',
        body: operatorSecuritySchema,
        response: { 200: ok(operatorSecuritySchema), ...failures },
      },
    },
    async (request) => success(await operatorAccounts.setSecurity(actorOf(request), request.body)),
  );
};
