import {
  OPERATOR_ROLES,
  operatorChallengeEnrolRequestSchema,
  operatorCodeRequestSchema,
  operatorSchema,
  operatorSessionSchema,
  twoFactorConfirmRequestSchema,
  twoFactorEnrolmentSchema,
} from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, success } from '../../lib/envelope';
import { operatorOf } from '../../plugins/operator-auth';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 409: failureSchema, 429: failureSchema };
const tags = ['admin: operators'];
const signIn = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

/** TOTP two-factor: the sign-in's code step (and enrolment there), and an operator's own enrolment. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor, operators } = app;

  app.post(
    ADMIN_PATHS.sessionCode,
    {
      ...signIn,
      schema: {
        tags,
        summary: "Sign-in's second step: the password step's challenge and a TOTP code give the session",
        body: operatorCodeRequestSchema,
        response: { 200: ok(operatorSessionSchema), ...failures },
      },
    },
    async (request) => success(await twoFactor.signInWithCode(request.merchant, request.body, request.ip)),
  );
  app.post(
    ADMIN_PATHS.sessionEnrol,
    {
      ...signIn,
      schema: {
        tags,
        summary:
          'When two-factor is required and not set up: a new secret for the challenge (confirmed by the code step)',
        body: operatorChallengeEnrolRequestSchema,
        response: { 200: ok(twoFactorEnrolmentSchema), ...failures },
      },
    },
    async (request) => success(await twoFactor.enrolAtSignIn(request.merchant, request.body.challenge, request.ip)),
  );

  const self = async (id: number) => {
    const row = await operators.findRow(id);
    if (!row) throw new ApiError('session.ended');
    return row;
  };
  const own = { preHandler: app.requireOperator(...OPERATOR_ROLES) };
  app.post(
    ADMIN_PATHS.twoFactor,
    {
      ...own,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Set up my two-factor sign-in: a new secret, shown this once; on after its first code',
        response: { 200: ok(twoFactorEnrolmentSchema), ...failures },
      },
    },
    async (request) =>
      success(await twoFactor.enrol(request.merchant, actorOf(request), await self(operatorOf(request).id))),
  );
  app.post(
    ADMIN_PATHS.twoFactorConfirm,
    {
      ...own,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Confirm my new secret with its first code: two-factor sign-in is on',
        body: twoFactorConfirmRequestSchema,
        response: { 200: ok(operatorSchema), ...failures },
      },
    },
    async (request) =>
      success(await twoFactor.confirm(actorOf(request), await self(operatorOf(request).id), request.body.code)),
  );
};
