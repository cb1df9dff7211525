import { PROVIDER_BODY_LIMIT_BYTES, PROVIDER_ERROR_HTTP } from '@lobby/contract/provider-wallet';
import { PROVIDER_WALLET_CALLS, PROVIDER_WALLET_PREFIX, type ProviderWalletCall } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { error, type Answer } from './answers';
import type { Connections } from './connections';
import type { ProviderWalletService } from './provider-wallet.service';
import { headerOf, validSignature } from './signing';

const paramsSchema = z.object({ providerCode: z.string(), call: z.string() });
const isCall = (call: string): call is ProviderWalletCall =>
  (PROVIDER_WALLET_CALLS as readonly string[]).includes(call);

function statusOf(answer: Answer): number {
  return answer.status === 'ERROR'
    ? (PROVIDER_ERROR_HTTP[answer.code as keyof typeof PROVIDER_ERROR_HTTP] ?? 200)
    : 200;
}

/**
 * The wallet calls providers make (protocol seamless-wallet v1, docs/provider-wallet.md). No session: the
 * signature over the exact bytes received is the proof, so the body is kept raw (a parser scoped here).
 * Not rate-limited per IP: a provider calls from a few addresses at a high rate; the body is capped.
 */
export function providerWalletRoutes(deps: {
  connections: Connections;
  service: ProviderWalletService;
}): FastifyPluginAsyncZod {
  const { connections, service } = deps;
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PROVIDER_BODY_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      `${PROVIDER_WALLET_PREFIX}/:providerCode/:call`,
      {
        bodyLimit: PROVIDER_BODY_LIMIT_BYTES,
        config: { rateLimit: false },
        schema: {
          tags: ['provider-wallet'],
          summary:
            'A game provider\'s wallet call (authenticate, balance, debit, credit, rollback, round-close), signed with X-Operator, X-Timestamp and X-Signature (HMAC-SHA256 of "<timestamp>.<raw body>"). Answers {"status":"OK",...} or {"status":"ERROR","code":...}: 200 for every business answer, 401 INVALID_SIGNATURE, 400 BAD_REQUEST, 404 UNKNOWN_PROVIDER',
          params: paramsSchema,
        },
      },
      async (request, reply) => {
        const { providerCode, call } = request.params;
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const answer = async (): Promise<Answer> => {
          if (!isCall(call)) return error('BAD_REQUEST', { message: 'unknown call' });
          if (!(await connections.knownProvider(providerCode))) return error('UNKNOWN_PROVIDER');
          const operatorId = headerOf(request.headers, 'x-operator');
          const connection = operatorId ? await connections.byOperator(providerCode, operatorId) : undefined;
          if (!connection?.secret || !validSignature(request.headers, rawBody, connection.secret)) {
            return error('INVALID_SIGNATURE');
          }
          let body: unknown;
          try {
            body = JSON.parse(rawBody);
          } catch {
            return error('BAD_REQUEST', { message: 'the body is not JSON' });
          }
          return service.handle({ connection, call, body });
        };
        try {
          const given = await answer();
          return await reply.code(statusOf(given)).send(given);
        } catch (failure) {
          request.log.error({ err: failure, providerCode, call }, 'provider wallet call failed');
          return reply.code(500).send(error('INTERNAL_ERROR'));
        }
      },
    );
  };
}
