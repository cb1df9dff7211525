import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import { registerRulesQuerySchema } from '@lobby/contract/register';
import {
  changePaymentPasswordRequestSchema,
  paymentPasswordStatusSchema,
  setPaymentPasswordRequestSchema,
} from '@lobby/contract/withdrawals';
import { resetPaymentPasswordRequestSchema } from '@lobby/contract/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';
import { languageFor } from '../register/field-rules';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 409: failureSchema, 429: failureSchema };
const tagged = { tags: ['payment password'], security: [{ bearer: [] }] };
const LOCK =
  'Wrong tries are counted (paymentPasswordMaxTries, then a lock of paymentPasswordLockMinutes): a wrong one answers ' +
  '`paymentPassword.incorrect` with `value.triesLeft`, a lock `paymentPassword.locked` with `value.lockedUntil`.';

export const paymentPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { paymentPassword } = app;
  const member = { preHandler: app.requireRealMember };
  const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.get(
    API_PATHS.paymentPassword,
    {
      ...member,
      schema: {
        ...tagged,
        summary: 'Whether the member has a payment password, and its lock',
        response: { 200: ok(paymentPasswordStatusSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await paymentPassword.status(request.merchant, signedIn(request).memberId));
    },
  );

  app.post(
    API_PATHS.paymentPassword,
    {
      ...member,
      config: limited,
      schema: {
        ...tagged,
        summary: 'Set the first payment password (the login password confirms it is the member)',
        description:
          'Refused with `paymentPassword.already.set` once one exists. The merchant’s password rule applies.',
        querystring: registerRulesQuerySchema,
        body: setPaymentPasswordRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { merchant, body, query } = request;
      await paymentPassword.set(merchant, signedIn(request).memberId, body, languageFor(merchant, query.language));
      return success({ done: true as const });
    },
  );

  app.put(
    API_PATHS.paymentPassword,
    {
      ...member,
      config: limited,
      schema: {
        ...tagged,
        summary: 'Change the payment password with the old one',
        description: LOCK,
        querystring: registerRulesQuerySchema,
        body: changePaymentPasswordRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { merchant, body, query } = request;
      await paymentPassword.change(merchant, signedIn(request).memberId, body, languageFor(merchant, query.language));
      return success({ done: true as const });
    },
  );

  app.post(
    API_PATHS.paymentPasswordReset,
    {
      ...member,
      config: limited,
      schema: {
        ...tagged,
        summary: "Reset a forgotten payment password with an SMS code sent to the member's mobile",
        description:
          'Ask for the code with `POST /security/sms-code` `{ purpose: "paymentPassword" }`. A reset clears the lock.',
        querystring: registerRulesQuerySchema,
        body: resetPaymentPasswordRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { merchant, body, query } = request;
      await paymentPassword.reset(merchant, signedIn(request).memberId, body, languageFor(merchant, query.language));
      return success({ done: true as const });
    },
  );
};
