import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { smsCodeRequestSchema, smsCodeResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.smsCode,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['sms'],
        summary: 'Send an SMS verification code (the image captcha is the human check); answers when it expires',
        body: smsCodeRequestSchema,
        response: { 200: ok(smsCodeResponseSchema), 400: failureSchema, 429: failureSchema },
      },
    },
    async (request) => success(await app.sms.send(request.merchant.code, request.body, request.ip)),
  );
};
