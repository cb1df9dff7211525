import { sessionSchema } from '@lobby/contract/auth';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  changePasswordRequestSchema,
  doneResponseSchema,
  emailRecoveryRequestSchema,
  resetByLinkRequestSchema,
  resetByPhoneRequestSchema,
} from '@lobby/contract/password';
import { registerRulesQuerySchema } from '@lobby/contract/register';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { clientOf } from '../auth/auth.routes';
import { signedIn } from '../auth/signed-in';
import { languageFor } from '../register/field-rules';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 429: failureSchema };
const done = { done: true as const };
const RULE_MESSAGES = 'Rule messages come in `language` (default: the site’s).';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { password, resetLink, site } = app;

  /** Where a reset link points: this request's origin, only when its host is one of the merchant's domains. */
  async function linkOrigin(request: FastifyRequest): Promise<string | undefined> {
    if (await site.claimsHost(request.host, request.merchant.code)) return `${request.protocol}://${request.host}`;
    request.log.warn({ host: request.host }, 'password recovery from a host the merchant does not list: no link sent');
    return undefined;
  }

  app.post(
    API_PATHS.changePassword,
    {
      preHandler: app.requireRealMember,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['password'],
        summary: "Change the signed-in member's password; their other sessions end, this one stays",
        description: RULE_MESSAGES,
        security: [{ bearer: [] }],
        querystring: registerRulesQuerySchema,
        body: changePasswordRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await password.change(
        request.merchant,
        signedIn(request),
        request.body,
        languageFor(request.merchant, request.query.language),
      );
      return success(done);
    },
  );

  app.post(
    API_PATHS.emailRecovery,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['password'],
        summary: 'Mail a reset link when username and e-mail match an account (form-encoded; always answers done)',
        description: 'The answer does not say whether the account exists. At most 3 mails per account per hour.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: registerRulesQuerySchema,
        body: emailRecoveryRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await resetLink.emailRecovery(
        request.merchant,
        request.body,
        languageFor(request.merchant, request.query.language),
        await linkOrigin(request),
      );
      return success(done);
    },
  );

  app.post(
    API_PATHS.resetByLink,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['password'],
        summary: "Set a new password with the e-mailed link's token and log in; every other session ends",
        description: RULE_MESSAGES,
        querystring: registerRulesQuerySchema,
        body: resetByLinkRequestSchema,
        response: { 200: ok(sessionSchema), ...failures },
      },
    },
    async (request) =>
      success(
        await resetLink.resetByLink(
          request.merchant,
          request.body,
          languageFor(request.merchant, request.query.language),
          clientOf(request),
        ),
      ),
  );

  app.post(
    API_PATHS.resetByPhone,
    {
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['password'],
        summary: 'Set a new password with an SMS code (purpose reset) and log in; body sent as a JWE',
        description:
          'Send `{ "payload": "<compact JWE>" }` with the header `Encryption: JWE`; the JWE carries this body. ' +
          RULE_MESSAGES,
        querystring: registerRulesQuerySchema,
        body: resetByPhoneRequestSchema,
        response: { 200: ok(sessionSchema), ...failures },
      },
    },
    async (request) =>
      success(
        await password.resetByPhone(
          request.merchant,
          request.body,
          languageFor(request.merchant, request.query.language),
          clientOf(request),
        ),
      ),
  );
};
