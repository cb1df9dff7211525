import fp from 'fastify-plugin';
import { createAgentContractsRepository } from './agent-contracts.repository';
import { agentContractsAdminRoutes } from './agent-contracts-admin.routes';
import { agentContractsRoutes } from './agent-contracts.routes';
import { createAgentContractsService, type AgentContractsService } from './agent-contracts.service';

declare module 'fastify' {
  interface FastifyInstance {
    agentContracts: AgentContractsService;
  }
}

/** Agents' salary and dividend contracts. */
export default fp(
  async (app) => {
    const agentContracts = createAgentContractsService(createAgentContractsRepository(app.db), app.audited);
    app.decorate('agentContracts', agentContracts);
    await app.register(agentContractsRoutes);
    await app.register(agentContractsAdminRoutes);
  },
  { name: 'agent-contracts', dependencies: ['audit', 'member-auth', 'operator-auth'] },
);
