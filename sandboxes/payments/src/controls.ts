import type { FastifyInstance } from 'fastify';
import type { Gateway } from './gateway';
import type { Settlement } from './payments';

const sendOptions = {
  copies: { type: 'integer', minimum: 1, maximum: 10 },
  delayMs: { type: 'integer', minimum: 0, maximum: 60_000 },
} as const;

const settleBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['paid', 'failed', 'cancelled'] },
    ...sendOptions,
    staleFirst: { type: 'boolean' },
  },
} as const;

const resendBody = { type: 'object', additionalProperties: false, properties: sendOptions } as const;

const lookupQuery = {
  type: 'object',
  required: ['reference'],
  properties: {
    reference: { type: 'string', minLength: 1, maxLength: 128 },
    account: { type: 'string', maxLength: 64 },
  },
} as const;

interface SettleBody {
  status: Settlement;
  copies?: number;
  delayMs?: number;
  staleFirst?: boolean;
}
type Params = { paymentId: string };

const notFound = { error: 'not_found', message: 'no such payment' };

/**
 * Test controls, unsigned: they exist only in the sandbox, which listens on loopback. Settle as the payer's
 * buttons do, with the callback sent late, twice or after a stale one; resend; and look at what was sent.
 */
export function registerControls(app: FastifyInstance, gateway: Gateway) {
  app.post<{ Params: Params; Body: SettleBody }>(
    '/sandbox/payments/:paymentId/settle',
    { schema: { body: settleBody } },
    async (request, reply) => {
      const payment = gateway.get(request.params.paymentId);
      if (!payment) return reply.code(404).send(notFound);
      const { status, ...options } = request.body;
      if (!gateway.settle(payment, status, options)) {
        return reply.code(409).send({ error: 'not_pending', message: `the payment is already ${payment.status}` });
      }
      return reply.code(202).send({ paymentId: payment.paymentId, status: payment.status });
    },
  );

  app.post<{ Params: Params; Body: { copies?: number; delayMs?: number } }>(
    '/sandbox/payments/:paymentId/resend',
    { schema: { body: resendBody } },
    async (request, reply) => {
      const payment = gateway.get(request.params.paymentId);
      if (!payment) return reply.code(404).send(notFound);
      gateway.resend(payment, request.body ?? {});
      return reply.code(202).send({ paymentId: payment.paymentId, status: payment.status });
    },
  );

  app.get<{ Querystring: { reference: string; account?: string } }>(
    '/sandbox/payments',
    { schema: { querystring: lookupQuery } },
    async (request, reply) => {
      const payment = gateway.byReference(request.query.reference, request.query.account || undefined);
      return payment ?? reply.code(404).send(notFound);
    },
  );
}
