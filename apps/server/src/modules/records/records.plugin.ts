import fp from 'fastify-plugin';
import { createRecordsRepository } from './records.repository';
import { recordsRoutes } from './records.routes';
import { createRecordsService, type RecordsService } from './records.service';

declare module 'fastify' {
  interface FastifyInstance {
    records: RecordsService;
  }
}

/** A member's records: bets, transactions, rewards. */
export default fp(
  async (app) => {
    const records = createRecordsService(createRecordsRepository(app.db));
    app.decorate('records', records);
    await app.register(recordsRoutes);
  },
  { name: 'records', dependencies: ['member-auth'] },
);
