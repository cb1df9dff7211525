import {
  adminAgentContractListSchema,
  adminAgentContractSchema,
  adminContractOfferSchema,
  adminContractsQuerySchema,
} from '@lobby/contract/admin/agent-contracts';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type {} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 409: failureSchema };
const admin = { tags: ['admin: agent contracts'], security: [{ bearer: [] }] };

/** The operator's side of agent contracts: the requests, and offers in answer. */
export const agentContractsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agentContracts } = app;

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
