import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Inbox } from './inbox';
import { renderInbox } from './inbox-page';

export interface HttpOptions {
  /** The key the SMS sender must present as `Authorization: Bearer <key>`; unset accepts any caller. */
  smsKey: string | undefined;
  log: (line: string) => void;
}

const smsBody = {
  type: 'object',
  required: ['to', 'text'],
  properties: {
    to: { type: 'string', minLength: 1, maxLength: 64 },
    text: { type: 'string', minLength: 1, maxLength: 2000 },
    merchantCode: { type: 'string', maxLength: 64 },
  },
} as const;

const messagesQuery = {
  type: 'object',
  properties: {
    to: { type: 'string', maxLength: 320 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
  },
} as const;

/** Compares digests so neither the length nor the content of the key leaks through timing. */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The SMS gateway (POST /sms, as the server's message sender calls it) and the web inbox. */
export function createHttpServer(inbox: Inbox, options: HttpOptions): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 16_384 });

  app.get('/health', async () => ({ status: 'ok' }));

  app.post<{ Body: { to: string; text: string; merchantCode?: string } }>(
    '/sms',
    { schema: { body: smsBody } },
    async (request, reply) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (options.smsKey && !(bearer && sameKey(bearer, options.smsKey))) {
        return reply.code(401).send({ error: 'unauthorized' });
      }
      const { to, text, merchantCode } = request.body;
      const caught = inbox.add({ channel: 'sms', to, from: merchantCode ?? '', subject: '', text });
      options.log(`SMS to ${to}`);
      return { id: caught.id };
    },
  );

  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/api/messages',
    { schema: { querystring: messagesQuery } },
    async (request) => inbox.list(request.query),
  );

  app.get<{ Querystring: { to?: string; limit: number } }>(
    '/',
    { schema: { querystring: messagesQuery } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(renderInbox(inbox.list(request.query), request.query.to)),
  );

  return app;
}
