import { API_PREFIX } from '@lobby/contract/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const MERCHANT_HEADER = /^[A-Za-z0-9_]{1,32}$/;

/**
 * Resolve each API request's merchant from its host; the Merchant header may pick among the host's merchants.
 * `request.merchant` is typed by the site module, whose `app.site` is read here at request time.
 */
async function merchantPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('merchant', null as unknown as FastifyRequest['merchant']);
  app.addHook('onRequest', async (request) => {
    // request.url is already the canonical spelling the router matched (app.ts rewriteUrl).
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const header = request.headers.merchant;
    const requested = typeof header === 'string' && MERCHANT_HEADER.test(header) ? header : undefined;
    request.merchant = await app.site.resolveMerchant(request.hostname, requested);
  });
}

export default fp(merchantPlugin, { name: 'merchant' });
