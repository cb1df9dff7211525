import { sessionSchema } from '@lobby/contract/auth';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  affiliateCheckQuerySchema,
  affiliateCheckResponseSchema,
  registerRequestSchema,
  registerRulesQuerySchema,
  registerSettingsSchema,
  usernameCheckQuerySchema,
  usernameCheckResponseSchema,
} from '@lobby/contract/register';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { clientOf } from '../auth/auth.routes';
import { languageFor } from './field-rules';

const checked = { 400: failureSchema, 429: failureSchema };

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.registerSettings,
    {
      schema: {
        tags: ['register'],
        summary: 'What the register popup offers: methods, field rules (regValidata) per method, banner, captcha',
        querystring: registerRulesQuerySchema,
        response: { 200: ok(registerSettingsSchema), ...checked },
      },
    },
    async (request) =>
      success(app.registration.settings(request.merchant, languageFor(request.merchant, request.query.language))),
  );

  app.get(
    API_PATHS.usernameCheck,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['register'],
        summary: 'Whether a username is still free on this site (case-insensitive)',
        querystring: usernameCheckQuerySchema,
        response: { 200: ok(usernameCheckResponseSchema), ...checked },
      },
    },
    async (request) =>
      success({ available: await app.registration.usernameAvailable(request.merchant, request.query.username) }),
  );

  app.get(
    API_PATHS.affiliateCheck,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['register'],
        summary: "Whether an invitation code is an active agent's on this site (case-insensitive)",
        description: 'The site is the one serving the request; `domain` is accepted for the spec and not used.',
        querystring: affiliateCheckQuerySchema,
        response: { 200: ok(affiliateCheckResponseSchema), ...checked },
      },
    },
    async (request) => success({ valid: await app.registration.affiliateValid(request.merchant, request.query.code) }),
  );

  app.put(
    API_PATHS.register,
    {
      config: { encrypted: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['register'],
        summary: 'Register by username or by mobile number and log in (body sent as a JWE)',
        description:
          'Send `{ "payload": "<compact JWE>" }` with the header `Encryption: JWE`; the JWE carries this body. ' +
          'Rule messages come in `language` (default: the site’s).',
        querystring: registerRulesQuerySchema,
        body: registerRequestSchema,
        response: { 200: ok(sessionSchema), ...checked, 403: failureSchema, 409: failureSchema },
      },
    },
    async (request) => {
      const language = languageFor(request.merchant, request.query.language);
      return success(await app.registration.register(request.merchant, request.body, language, clientOf(request)));
    },
  );
};
