import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicView, type Gateway } from './gateway';
import type { NewPayment, Payment } from './payments';
import { verify } from './signature';

export interface ApiOptions {
  sandboxKey: string;
  /** Where browsers reach the payer page; unset: the address the merchant used to call us. */
  publicUrl: string | undefined;
}

const MAX_EXPIRY_MS = 30 * 24 * 3600_000;

const createBody = {
  type: 'object',
  required: ['reference', 'amount', 'currency', 'method', 'callbackUrl', 'returnUrl', 'expiresAt'],
  // Fields we do not know are ignored, so a merchant may send a newer version's fields to an older gateway.
  properties: {
    reference: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' },
    amount: { type: 'string', pattern: '^(0|[1-9][0-9]{0,14})(\\.[0-9]{1,4})?$' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    method: { type: 'string', enum: ['redirect', 'qr'] },
    callbackUrl: { type: 'string', maxLength: 2000 },
    returnUrl: { type: 'string', maxLength: 2000 },
    expiresAt: { type: 'string', maxLength: 40 },
    description: { type: 'string', maxLength: 200 },
  },
} as const;

const byReferenceQuery = {
  type: 'object',
  required: ['reference'],
  properties: { reference: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const currencyDecimals = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

const isWebUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** What JSON schema cannot say about a new payment; a sentence for the integrator, or null when it is fine. */
function problem(input: NewPayment, nowMs: number): string | null {
  const decimals = input.amount.split('.')[1]?.length ?? 0;
  if (decimals > currencyDecimals(input.currency)) return `amount has more decimals than ${input.currency} allows`;
  if (!/[1-9]/.test(input.amount)) return 'amount must be more than zero';
  if (!isWebUrl(input.callbackUrl)) return 'callbackUrl must be an http(s) URL';
  if (!isWebUrl(input.returnUrl)) return 'returnUrl must be an http(s) URL';
  const expires = Date.parse(input.expiresAt);
  if (!/^\d{4}-\d\d-\d\dT/.test(input.expiresAt) || Number.isNaN(expires))
    return 'expiresAt must be an ISO 8601 date-time';
  if (expires <= nowMs) return 'expiresAt must be in the future';
  if (expires > nowMs + MAX_EXPIRY_MS) return 'expiresAt must be within 30 days';
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed API's caller, once its signature checked out. */
    accountId?: string;
  }
}

/** The signed API a merchant's server calls: create a payment, read it by id or by reference. */
export function registerApi(app: FastifyInstance, gateway: Gateway, options: ApiOptions) {
  app.register(async (api) => {
    // The signature covers the body's exact bytes, so keep them and parse only once the signature checks out.
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    api.addHook('preValidation', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const verdict = verify(request.headers, raw, options.sandboxKey);
      if (!verdict.ok) return reply.code(401).send({ error: 'unauthorized', message: verdict.reason });
      request.accountId = verdict.accountId;
      if (request.method !== 'POST') return;
      try {
        request.body = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ error: 'invalid_request', message: 'the body is not JSON' });
      }
    });

    api.post<{ Body: NewPayment }>('/v1/payments', { schema: { body: createBody } }, async (request, reply) => {
      const trouble = problem(request.body, Date.now());
      if (trouble) return reply.code(400).send({ error: 'invalid_request', message: trouble });
      const baseUrl = options.publicUrl ?? `${request.protocol}://${request.host}`;
      const { payment, created } = gateway.create(request.accountId!, request.body, baseUrl);
      return reply.code(created ? 201 : 200).send({
        paymentId: payment.paymentId,
        reference: payment.reference,
        status: payment.status,
        payUrl: payment.payUrl,
        // The sandbox's QR holds the address of its scan page, where a tester plays the wallet app that scanned it.
        qrData: payment.method === 'qr' ? payment.scanUrl : null,
      });
    });

    const ownPayment = (request: FastifyRequest, payment: Payment | undefined) =>
      payment && payment.accountId === request.accountId ? publicView(payment) : undefined;
    const notFound = { error: 'not_found', message: 'no such payment for this account' };

    api.get<{ Params: { paymentId: string } }>('/v1/payments/:paymentId', async (request, reply) => {
      const payment = ownPayment(request, gateway.get(request.params.paymentId));
      return payment ?? reply.code(404).send(notFound);
    });

    api.get<{ Querystring: { reference: string } }>(
      '/v1/payments',
      { schema: { querystring: byReferenceQuery } },
      async (request, reply) => {
        const payment = ownPayment(request, gateway.byReference(request.query.reference, request.accountId));
        return payment ?? reply.code(404).send(notFound);
      },
    );
  });
}
