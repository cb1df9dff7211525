import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** GET /api/health: the database check. */
export default fp(async (app) => app.register(healthRoutes), { name: 'health', dependencies: ['database'] });
