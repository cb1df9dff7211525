import fp from 'fastify-plugin';
import { createSiteSettingsRepository } from './site-settings.repository';
import { siteSettingsAdminRoutes } from './site-settings-admin.routes';
import { createSiteSettingsService, type SiteSettingsService } from './site-settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: SiteSettingsService;
  }
}

/** The operator's site settings (maintenance, regions, login and registration). */
export default fp(
  async (app) => {
    const siteSettings = createSiteSettingsService(createSiteSettingsRepository(app.db), app.audited, () =>
      app.site.clear(),
    );
    app.decorate('siteSettings', siteSettings);
    await app.register(siteSettingsAdminRoutes);
  },
  { name: 'site-settings', dependencies: ['site', 'audit'] },
);
