import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerApi } from './api';
import { registerControls } from './controls';
import type { Gateway } from './gateway';
import { registerPayPage } from './pay-routes';

export interface HttpOptions {
  sandboxKey: string;
  publicUrl?: string | undefined;
}

/** The sandbox gateway over HTTP: signed API, payer page, test controls; errors as { error, message }. */
export function createHttpServer(gateway: Gateway, options: HttpOptions): FastifyInstance {
  // No type coercion: an amount sent as a number is a mistake the integrator should hear about.
  const app = Fastify({ logger: false, bodyLimit: 16_384, ajv: { customOptions: { coerceTypes: false } } });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const code = status === 500 ? 'internal' : status === 415 ? 'unsupported_media_type' : 'invalid_request';
    return reply.code(status).send({ error: code, message: status === 500 ? 'internal error' : error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not_found', message: 'no such route' }));

  app.get('/health', async () => ({ status: 'ok' }));
  registerApi(app, gateway, { sandboxKey: options.sandboxKey, publicUrl: options.publicUrl });
  registerPayPage(app, gateway);
  registerControls(app, gateway);
  return app;
}
