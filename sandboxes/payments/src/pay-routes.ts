import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Gateway } from './gateway';
import type { Payment, Settlement } from './payments';
import { renderIndex } from './index-page';
import { renderFinal, renderNotFound, renderPending } from './pay-page';
import { renderScanFinal, renderScanPending } from './scan-page';

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

/** A page of a payment: what it shows while pending, once final, and where a pressed button sends the browser. */
interface PaymentPage {
  pending: (payment: Payment) => string | Promise<string>;
  final: (payment: Payment) => string;
  after: (payment: Payment) => string;
}

interface PaymentRoute {
  Params: { paymentId: string };
  Body: { action?: string } | undefined;
}

/** GET shows the payment, POST settles it from one of the three buttons (only while pending). */
function registerPaymentPage(pay: FastifyInstance, gateway: Gateway, path: string, view: PaymentPage) {
  pay.get<PaymentRoute>(path, async (request, reply) => {
    const payment = gateway.get(request.params.paymentId);
    if (!payment) return page(reply.code(404), undefined, renderNotFound());
    return page(reply, payment, payment.status === 'pending' ? await view.pending(payment) : view.final(payment));
  });
  pay.post<PaymentRoute>(path, async (request, reply) => {
    const payment = gateway.get(request.params.paymentId);
    if (!payment) return page(reply.code(404), undefined, renderNotFound());
    const status = ACTIONS[request.body?.action ?? ''];
    if (!status)
      return reply.code(400).send({ error: 'invalid_request', message: 'action must be pay, fail or cancel' });
    if (!gateway.settle(payment, status)) return page(reply.code(409), payment, view.final(payment));
    return reply.code(303).header('location', view.after(payment)).send();
  });
}

/**
 * The hosted payer page, which sends the payer back to the merchant, and the scan page a wallet app would
 * open from a qr payment's code, which stays (the member waits on the merchant's page, which follows the payment).
 */
export function registerPayPage(app: FastifyInstance, gateway: Gateway) {
  app.register(async (pay) => {
    pay.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    pay.get('/', async (_request, reply) => page(reply, undefined, renderIndex(gateway.store.list())));

    registerPaymentPage(pay, gateway, '/pay/:paymentId', {
      pending: renderPending,
      final: (payment) => renderFinal(payment, returnAddress(payment)),
      after: returnAddress,
    });
    registerPaymentPage(pay, gateway, '/scan/:paymentId', {
      pending: renderScanPending,
      final: renderScanFinal,
      after: (payment) => `/scan/${payment.paymentId}`,
    });
  });
}
