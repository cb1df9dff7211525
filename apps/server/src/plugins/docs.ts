import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where Swagger UI's pages are served: HTML under /api/. */
export const DOCS_PREFIX = '/api/docs';

/** OpenAPI from the routes' zod schemas: UI at /api/docs, document at /api/docs/json. */
async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Lobby API',
        description:
          'The mobile lobby API. Success: `{ success: true, value }`; failure: `{ success: false, code, message, field? }`. ' +
          'The merchant comes from the Host header (domain map, else the default merchant); a `Merchant` header may pick among the merchants of that host. ' +
          'Member calls take `Authorization: Bearer <token>`. Login, register and phone reset take their body encrypted: `{ payload: <compact JWE> }` with `Encryption: JWE`.',
        version: '1.0.0',
      },
      tags: [
        { name: 'site' },
        { name: 'home' },
        { name: 'games' },
        { name: 'vendors' },
        { name: 'winners' },
        { name: 'banners' },
        { name: 'health' },
        { name: 'auth' },
        { name: 'members' },
        { name: 'favourites' },
        { name: 'wallet' },
        { name: 'register' },
        { name: 'password' },
        { name: 'sms' },
        { name: 'dev' },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The session token from login' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true, uiConfig: { docExpansion: 'list' } });
}

export default fp(docsPlugin, { name: 'docs' });
