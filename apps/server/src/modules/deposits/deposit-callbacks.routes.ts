import { DEPOSIT_CALLBACK_PREFIX, failureSchema, ok } from '@lobby/contract/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import type { CallbackHandler } from './deposit-callbacks';

const CALLBACK_BODY_LIMIT = 64 * 1024;
const paramsSchema = z.object({
  merchantCode: z.string().regex(/^[A-Za-z0-9_]{1,32}$/),
  channelId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * The gateways' callbacks (protocol signed-http v1): no session, the signature over the raw body
 * is the proof, so the body is kept as the exact bytes received (a parser scoped to this route).
 */
export function depositCallbackRoutes(handle: CallbackHandler): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      `${DEPOSIT_CALLBACK_PREFIX}/:merchantCode/:channelId`,
      {
        bodyLimit: CALLBACK_BODY_LIMIT,
        schema: {
          tags: ['cashier'],
          summary:
            'A gateway\'s payment.updated callback, signed with X-Account, X-Timestamp and X-Signature (HMAC-SHA256 of "<timestamp>.<raw body>"). Every callback is recorded; a bad signature or timestamp is 401, an unknown reference 404, another amount or currency 400; an accepted one answers 200 with what was done (credited, applied, ignored)',
          params: paramsSchema,
          response: {
            200: ok(z.object({ outcome: z.enum(['credited', 'applied', 'ignored']) })),
            400: failureSchema,
            401: failureSchema,
            404: failureSchema,
            503: failureSchema,
          },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        try {
          const outcome = await handle({ ...request.params, headers: request.headers, rawBody });
          return success({ outcome });
        } catch (error) {
          request.log.warn({ err: error, channelId: request.params.channelId }, 'deposit callback refused');
          throw error;
        }
      },
    );
  };
}
