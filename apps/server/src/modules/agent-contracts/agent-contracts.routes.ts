import {
  ADMIN_PATHS,
  API_PATHS,
  adminAgentContractListSchema,
  adminAgentContractSchema,
  adminContractOfferSchema,
  adminContractsQuerySchema,
  agentContractSchema,
  agentContractsOfKindSchema,
  contractKindParamSchema,
  contractRequestSchema,
  failureSchema,
  idParamSchema,
  ok,
} from '@lobby/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const agent = { tags: ['agent contracts'], security: [{ bearer: [] }] };
const admin = { tags: ['admin: agent contracts'], security: [{ bearer: [] }] };
/** An agent's contracts: never kept by a browser or a proxy. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
/** Answers are few; a client hammering them is refused. */
const answerLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Agent contracts: the agent's request, contracts per kind and answers; the operator's offers. */
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

  app.post(
    ADMIN_PATHS.agentContracts,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...admin,
        summary:
          'Offer an agent a contract of a kind and product type (new terms replace a refused or waiting one; an accepted one is 409)',
        body: adminContractOfferSchema,
        response: { 200: ok(adminAgentContractSchema), ...failures },
      },
    },
    async (request) => success(await agentContracts.offer(actorOf(request), request.body)),
  );
  app.get(
    ADMIN_PATHS.agentContracts,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...admin,
        summary: "This site's agent contracts, by agent, kind and product type (admins only)",
        querystring: adminContractsQuerySchema,
        response: { 200: ok(adminAgentContractListSchema), ...failures },
      },
    },
    async (request) => success(await agentContracts.list(request.merchant.code, request.query)),
  );
};
