import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema, smsCodeResponseSchema } from '@lobby/contract/password';
import {
  loginHistorySchema,
  memberSessionParamsSchema,
  memberSessionsSchema,
  recoveryCodesSchema,
  securityOverviewSchema,
  securitySmsCodeRequestSchema,
  twoFactorCodeRequestSchema,
  twoFactorSetupSchema,
} from '@lobby/contract/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  429: failureSchema,
};
const tagged = { tags: ['security'], security: [{ bearer: [] }] };
const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const done = success({ done: true as const });

/** The member's security centre: overview, two-factor sign-in, sessions and devices, login history. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { security, memberTwoFactor } = app;
  const member = { preHandler: app.requireRealMember };

  app.get(
    API_PATHS.security,
    {
      ...member,
      schema: {
        ...tagged,
        summary: 'What the member has secured',
        response: { 200: ok(securityOverviewSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await security.overview(request.merchant, signedIn(request).memberId, app.paymentPassword));
    },
  );

  app.post(
    API_PATHS.securitySmsCode,
    {
      ...member,
      config: limited,
      schema: {
        ...tagged,
        summary: "A code to the member's own mobile (resetting the payment password); the SMS limits apply",
        body: securitySmsCodeRequestSchema,
        response: { 200: ok(smsCodeResponseSchema), ...failures },
      },
    },
    async (request) =>
      success(
        await security.sendCode(request.merchant.code, signedIn(request).memberId, request.body.purpose, request.ip),
      ),
  );

  app.post(
    API_PATHS.twoFactor,
    {
      ...member,
      config: limited,
      schema: {
        ...tagged,
        summary: 'Set up two-factor sign-in: a new secret and its QR code, shown this once; on after its first code',
        response: { 200: ok(twoFactorSetupSchema), ...failures },
      },
    },
    async (request) => {
      const { memberId, username } = signedIn(request);
      return success(await memberTwoFactor.setUp(request.merchant, { id: memberId, username }));
    },
  );

  app.post(
    API_PATHS.twoFactorConfirm,
    {
      ...member,
      config: limited,
      schema: {
        ...tagged,
        summary: 'Confirm the new secret with its first code: on, with ten single-use recovery codes (shown once)',
        body: twoFactorCodeRequestSchema,
        response: { 200: ok(recoveryCodesSchema), ...failures },
      },
    },
    async (request) => success(await memberTwoFactor.confirm(signedIn(request).memberId, request.body.code)),
  );

  app.delete(
    API_PATHS.twoFactor,
    {
      ...member,
      config: limited,
      schema: {
        ...tagged,
        summary: 'Switch two-factor sign-in off: needs a code from the app or a recovery code',
        body: twoFactorCodeRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await memberTwoFactor.disable(signedIn(request).memberId, request.body.code);
      return done;
    },
  );

  app.get(
    API_PATHS.memberSessions,
    {
      ...member,
      schema: {
        ...tagged,
        summary: "The member's live sessions: device, address, country, last seen, and which is this one",
        response: { 200: ok(memberSessionsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { memberId, sessionId } = signedIn(request);
      return success({ list: await security.sessions(memberId, sessionId) });
    },
  );

  app.delete(
    API_PATHS.memberSessions,
    {
      ...member,
      schema: {
        ...tagged,
        summary: 'Sign out every other session',
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await app.sessions.endOthers(signedIn(request), 'signed-out');
      return done;
    },
  );

  app.delete(
    `${API_PATHS.memberSessions}/:id`,
    {
      ...member,
      schema: {
        ...tagged,
        summary: "Sign out one of the member's sessions (this one too); another member's is not found",
        params: memberSessionParamsSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { memberId } = signedIn(request);
      await security.endSession(memberId, request.params.id);
      await app.sessions.forget(memberId);
      return done;
    },
  );

  app.get(
    API_PATHS.loginHistory,
    {
      ...member,
      schema: {
        ...tagged,
        summary: "The member's latest sign-ins: time, address, country, device, method and result",
        response: { 200: ok(loginHistorySchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ list: await security.history(signedIn(request).memberId) });
    },
  );
};
