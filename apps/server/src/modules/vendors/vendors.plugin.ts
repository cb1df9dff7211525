import fp from 'fastify-plugin';
import { createVendorsRepository } from './vendors.repository';
import { vendorsRoutes } from './vendors.routes';
import { createVendorsService, type VendorsService } from './vendors.service';

declare module 'fastify' {
  interface FastifyInstance {
    vendors: VendorsService;
  }
}

/** Game providers (vendors) by game type. */
export default fp(
  async (app) => {
    const vendors = createVendorsService(createVendorsRepository(app.db));
    app.decorate('vendors', vendors);
    await app.register(vendorsRoutes);
  },
  { name: 'vendors', dependencies: ['database'] },
);
