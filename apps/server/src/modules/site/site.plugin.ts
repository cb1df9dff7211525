import fp from 'fastify-plugin';
import type { Merchant } from './merchant-directory';
import { registerProviderPolicy } from './provider-csp';
import { createSiteRepository } from './site.repository';
import { siteRoutes } from './site.routes';
import { createSiteService, type SiteService } from './site.service';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteService;
  }
  interface FastifyRequest {
    /** The merchant this request is served for (API routes only), resolved by plugins/merchant.ts. */
    merchant: Merchant;
  }
}

/** The merchants' sites: settings, languages and the host-to-merchant directory. */
export default fp(
  async (app) => {
    const site = createSiteService(createSiteRepository(app.db), app.config.CATALOGUE_CACHE_TTL_MS);
    app.decorate('site', site);
    app.catalogue.onChange(() => site.clear());
    registerProviderPolicy(app);
    await app.register(siteRoutes);
  },
  { name: 'site', dependencies: ['catalogue'] },
);
