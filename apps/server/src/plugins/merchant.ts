import { API_PREFIX } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Merchant } from '../modules/site/merchant-directory';
import type { SiteService } from '../modules/site/site.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant this request is served for (API routes only). */
    merchant: Merchant;
  }
}

const MERCHANT_HEADER = /^[A-Za-z0-9_]{1,32}$/;

/** Resolve each API request's merchant from its host; the Merchant header may pick among the host's merchants. */
async function merchantPlugin(app: FastifyInstance, options: { site: SiteService }): Promise<void> {
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.addHook('onRequest', async (request) => {
    // request.url is already the canonical spelling the router matched (app.ts rewriteUrl).
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const header = request.headers.merchant;
    const requested = typeof header === 'string' && MERCHANT_HEADER.test(header) ? header : undefined;
    request.merchant = await options.site.resolveMerchant(request.hostname, requested);
  });
}

export default fp(merchantPlugin, { name: 'merchant' });
