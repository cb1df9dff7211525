import fp from 'fastify-plugin';
import { createMembersRepository } from './members.repository';
import { membersRoutes } from './members.routes';
import { createMembersService, type MembersService } from './members.service';

declare module 'fastify' {
  interface FastifyInstance {
    members: MembersService;
  }
}

/** Members: profile and the member-centre reads. */
export default fp(
  async (app) => {
    const members = createMembersService(createMembersRepository(app.db));
    app.decorate('members', members);
    await app.register(membersRoutes);
  },
  { name: 'members', dependencies: ['member-auth'] },
);
