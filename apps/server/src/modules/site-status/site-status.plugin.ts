import fp from 'fastify-plugin';
import { createGeoLookup } from '../../lib/geo/geo';
import { siteStatusRoutes } from './site-status.routes';
import { createSiteStatusService, type SiteStatusService } from './site-status.service';

declare module 'fastify' {
  interface FastifyInstance {
    siteStatus: SiteStatusService;
  }
}

/** Maintenance and region blocks: the status the site shows and the gate enforces. */
export default fp(
  async (app) => {
    const siteStatus = createSiteStatusService({ geo: createGeoLookup() });
    app.decorate('siteStatus', siteStatus);
    await app.register(siteStatusRoutes);
  },
  { name: 'site-status', dependencies: ['database'] },
);
