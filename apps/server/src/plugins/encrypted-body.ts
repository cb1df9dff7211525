import { encryptedBodySchema } from '@lobby/contract/auth';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The JSON body must arrive as a JWE (`{ payload }` with the Encryption header); a plain one is refused. */
    encrypted?: boolean;
  }
}

/**
 * Decrypt the body of routes marked `config.encrypted` before their schema validates it, so the
 * route sees the plain payload and validation works as on any other route.
 */
async function encryptedBodyPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const scheme = request.headers[ENCRYPTION_HEADER];
    const envelope = encryptedBodySchema.safeParse(request.body);
    if (typeof scheme !== 'string' || scheme.toUpperCase() !== ENCRYPTION_SCHEME || !envelope.success) {
      throw new ApiError('request.encryption.required');
    }
    request.body = await app.encryption.decrypt(envelope.data.payload);
  });
}

export default fp(encryptedBodyPlugin, { name: 'encrypted-body' });
