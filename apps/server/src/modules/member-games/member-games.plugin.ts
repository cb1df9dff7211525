import fp from 'fastify-plugin';
import { createMemberGamesRepository } from './member-games.repository';
import { memberGamesRoutes } from './member-games.routes';
import { createMemberGamesService, type MemberGamesService } from './member-games.service';

declare module 'fastify' {
  interface FastifyInstance {
    memberGames: MemberGamesService;
  }
}

/** A member's favourites and recently played games. */
export default fp(
  async (app) => {
    const memberGames = createMemberGamesService(createMemberGamesRepository(app.db), app.games);
    app.decorate('memberGames', memberGames);
    await app.register(memberGamesRoutes);
  },
  { name: 'member-games', dependencies: ['games', 'member-auth'] },
);
