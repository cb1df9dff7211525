import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  agentContractSchema,
  agentContractsOfKindSchema,
  contractKindParamSchema,
  contractRequestSchema,
} from '@lobby/contract/agent-contracts';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const agent = { tags: ['agent contracts'], security: [{ bearer: [] }] };
/** An agent's contracts: never kept by a browser or a proxy. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
/** Answers are few; a client hammering them is refused. */
const answerLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Agent contracts: the agent's request, contracts per kind and answers. */
export const agentContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agentContracts } = app;
  const guarded = { preHandler: app.requireRealMember };

  app.get(
    API_PATHS.agentContracts,
    {
      ...guarded,
      schema: {
        ...agent,
        summary:
          'The contract request: per kind the number of offers waiting for an answer (0: no pop-up), and those offers (agents only)',
        response: { 200: ok(contractRequestSchema), ...failures },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return success(await agentContracts.request(signedIn(request)));
    },
  );
  app.get(
    `${API_PATHS.agentContracts}/:kind`,
    {
      ...guarded,
      schema: {
        ...agent,
        summary: "The agent's contracts of one kind, per product type: status, tiers, when offered and answered",
        params: contractKindParamSchema,
        response: { 200: ok(agentContractsOfKindSchema), ...failures },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return success(await agentContracts.ofKind(signedIn(request), request.params.kind));
    },
  );
  for (const [action, summary] of [
    ['accept', 'Accept an offered contract (the agent’s own; 409 once answered)'],
    ['refuse', 'Refuse an offered contract (the agent’s own; 409 once answered)'],
  ] as const) {
    app.post(
      `${API_PATHS.agentContracts}/:id/${action}`,
      {
        ...guarded,
        config: answerLimit,
        schema: { ...agent, summary, params: idParamSchema, response: { 200: ok(agentContractSchema), ...failures } },
      },
      async (request) => success(await agentContracts[action](signedIn(request), request.params.id)),
    );
  }
};
