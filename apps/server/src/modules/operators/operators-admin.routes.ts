import {
  OPERATOR_ROLES,
  auditKindsSchema,
  auditListSchema,
  auditQuerySchema,
  operatorCreateRequestSchema,
  operatorLoginAnswerSchema,
  operatorLoginRequestSchema,
  operatorSchema,
} from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../audit/actor';
import { bearerToken } from '../../plugins/auth';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 409: failureSchema, 429: failureSchema };
const admin = { tags: ['admin: operators'], security: [{ bearer: [] }] };

/** Operator sessions, operators and the audit log. */
export const operatorsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operators, operatorLogin, audit } = app;

  app.post(
    ADMIN_PATHS.session,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin: operators'],
        summary:
          'Operator login: a bearer token for the operator API (8 hours), or with two-factor a challenge for the ' +
          'code step (session/code); a captcha after failures, then a lock',
        body: operatorLoginRequestSchema,
        response: { 200: ok(operatorLoginAnswerSchema), ...failures },
      },
    },
    async (request) => success(await operatorLogin.login(request.merchant, request.body, request.ip)),
  );
  app.get(
    ADMIN_PATHS.session,
    {
      preHandler: app.requireOperator(...OPERATOR_ROLES),
      schema: { ...admin, summary: 'The signed-in operator', response: { 200: ok(operatorSchema), ...failures } },
    },
    async (request) => success(operatorOf(request)),
  );
  app.delete(
    ADMIN_PATHS.session,
    {
      preHandler: app.requireOperator(...OPERATOR_ROLES),
      schema: { ...admin, summary: 'Operator logout', response: { 200: ok(doneResponseSchema), ...failures } },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await operators.logout(actorOf(request), token);
      return success({ done: true as const });
    },
  );
  app.post(
    ADMIN_PATHS.operators,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...admin,
        summary: 'Create an operator on this merchant (admins only)',
        body: operatorCreateRequestSchema,
        response: { 200: ok(operatorSchema), ...failures },
      },
    },
    async (request) => success(await operators.create(actorOf(request), request.body)),
  );
  app.get(
    ADMIN_PATHS.audit,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...admin,
        summary:
          'The audit log of this merchant, newest first, filtered by operator, kind, action and time (admins only)',
        querystring: auditQuerySchema,
        response: { 200: ok(auditListSchema), ...failures },
      },
    },
    async (request) => {
      const rows = await audit.list(request.merchant.code, request.query);
      return success(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    },
  );
  app.get(
    ADMIN_PATHS.auditKinds,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...admin,
        summary: "The kinds of entity and the actions in this merchant's audit log (the filter's choices)",
        response: { 200: ok(auditKindsSchema), ...failures },
      },
    },
    async (request) => success(await audit.kinds(request.merchant.code)),
  );
};
