import fp from 'fastify-plugin';
import { dashboardAdminRoutes } from './dashboard-admin.routes';
import { createDashboardRepository } from './dashboard.repository';
import { createDashboardService, type DashboardService } from './dashboard.service';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardService;
  }
}

/** The operator dashboard: the site's figures read from members and the wallet ledger. */
export default fp(
  async (app) => {
    app.decorate('dashboard', createDashboardService(createDashboardRepository(app.db)));
    await app.register(dashboardAdminRoutes);
  },
  { name: 'dashboard', dependencies: ['operators'] },
);
