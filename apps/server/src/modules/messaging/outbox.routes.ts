import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { outboxMessageSchema, outboxQuerySchema } from '@lobby/contract/messaging';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, success } from '../../lib/envelope';

const CAPTCHA_PEEK = '/api/dev/captcha';

/** Outside production: read the outbox (SMS and e-mail not sent) and recent captcha answers. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.outbox) return;
  const outbox = app.outbox;
  app.get(
    API_PATHS.outbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept instead of sent, newest first (not in production)',
        querystring: outboxQuerySchema,
        response: { 200: ok(z.array(outboxMessageSchema)), 400: failureSchema },
      },
    },
    async (request) => success(await outbox.list(request.query.to, request.query.limit)),
  );
  app.get(
    CAPTCHA_PEEK,
    {
      schema: {
        tags: ['dev'],
        summary: 'The answer of a recent captcha, for browser tests (not in production)',
        querystring: z.object({ key: z.string().max(64) }),
        response: { 200: ok(z.object({ answer: z.string() })), 404: failureSchema },
      },
    },
    async (request) => {
      const answer = app.captcha.revealed(request.query.key);
      if (answer === undefined) throw new ApiError('resource.not.found');
      return success({ answer });
    },
  );
};
