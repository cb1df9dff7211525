import fp from 'fastify-plugin';
import { createVendorsAdminRepository } from './vendors-admin.repository';
import { vendorsAdminRoutes } from './vendors-admin.routes';
import { createVendorsAdminService, type VendorsAdminService } from './vendors-admin.service';
import { createVendorsRepository } from './vendors.repository';
import { vendorsRoutes } from './vendors.routes';
import { createVendorsService, type VendorsService } from './vendors.service';

declare module 'fastify' {
  interface FastifyInstance {
    vendors: VendorsService;
    vendorsAdmin: VendorsAdminService;
  }
}

/** Game providers (vendors) by game type; the operators' provider management. */
export default fp(
  async (app) => {
    const vendors = createVendorsService(createVendorsRepository(app.db), (code) => app.catalogue.model(code));
    app.decorate('vendors', vendors);
    app.decorate('vendorsAdmin', createVendorsAdminService(createVendorsAdminRepository(app.db), app.audited));
    await app.register(vendorsRoutes);
    await app.register(vendorsAdminRoutes);
  },
  { name: 'vendors', dependencies: ['database', 'catalogue', 'audit', 'operator-auth'] },
);
