import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Gateway } from './gateway';
import type { Payment, Settlement } from './payments';
import { renderIndex } from './index-page';
import { renderFinal, renderNotFound, renderPending } from './pay-page';

const ACTIONS: Record<string, Settlement> = { pay: 'paid', fail: 'failed', cancel: 'cancelled' };

/** The merchant's return address with ?reference=&status= added, as the protocol promises. */
export function returnAddress(payment: Payment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('reference', payment.reference);
  url.searchParams.set('status', payment.status);
  return url.href;
}

/** Inline styles only, no scripts; the form may post here and be redirected on to the merchant. */
function page(reply: FastifyReply, payment: Payment | undefined, html: string) {
  const returnOrigin = payment ? ` ${new URL(payment.returnUrl).origin}` : '';
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The hosted payer page: GET shows the payment, POST settles it from a button and sends the payer back. */
export function registerPayPage(app: FastifyInstance, gateway: Gateway) {
  app.register(async (pay) => {
    pay.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    pay.get('/', async (_request, reply) => page(reply, undefined, renderIndex(gateway.store.list())));

    pay.get<{ Params: { paymentId: string } }>('/pay/:paymentId', async (request, reply) => {
      const payment = gateway.get(request.params.paymentId);
      if (!payment) return page(reply.code(404), undefined, renderNotFound());
      if (payment.status !== 'pending') return page(reply, payment, renderFinal(payment, returnAddress(payment)));
      return page(reply, payment, await renderPending(payment));
    });

    pay.post<{ Params: { paymentId: string }; Body: { action?: string } | undefined }>(
      '/pay/:paymentId',
      async (request, reply) => {
        const payment = gateway.get(request.params.paymentId);
        if (!payment) return page(reply.code(404), undefined, renderNotFound());
        const status = ACTIONS[request.body?.action ?? ''];
        if (!status)
          return reply.code(400).send({ error: 'invalid_request', message: 'action must be pay, fail or cancel' });
        if (!gateway.settle(payment, status)) {
          return page(reply.code(409), payment, renderFinal(payment, returnAddress(payment)));
        }
        return reply.code(303).header('location', returnAddress(payment)).send();
      },
    );
  });
}
