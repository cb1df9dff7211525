import fp from 'fastify-plugin';
import { createWinnersRepository } from './winners.repository';
import { winnersRoutes } from './winners.routes';
import { createWinnersService, type WinnersService } from './winners.service';

declare module 'fastify' {
  interface FastifyInstance {
    winners: WinnersService;
  }
}

/** Recent winners: the live ticker. */
export default fp(
  async (app) => {
    const winners = createWinnersService(createWinnersRepository(app.db));
    app.decorate('winners', winners);
    await app.register(winnersRoutes);
  },
  { name: 'winners', dependencies: ['catalogue'] },
);
