import fp from 'fastify-plugin';
import { createClassificationsRepository } from './classifications.repository';
import { classificationsRoutes } from './classifications.routes';
import { createClassificationsService, type ClassificationsService } from './classifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    classifications: ClassificationsService;
  }
}

/** Game classifications (a provider's categories). */
export default fp(
  async (app) => {
    const classifications = createClassificationsService(createClassificationsRepository(app.db), (code) =>
      app.catalogue.model(code),
    );
    app.decorate('classifications', classifications);
    await app.register(classificationsRoutes);
  },
  { name: 'classifications', dependencies: ['catalogue'] },
);
