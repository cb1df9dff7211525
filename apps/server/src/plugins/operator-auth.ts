import type { Operator, OperatorRole } from '@lobby/contract/admin/operators';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/envelope';
import { bearerToken } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, after requireOperator ran. */
    operator: Operator | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for the operator API: a live operator session on this merchant (401) whose role is
     * one of `roles` (403). Admins may do everything.
     */
    requireOperator: (...roles: OperatorRole[]) => preHandlerAsyncHookHandler;
  }
}

/** The operator of a request that passed requireOperator. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new ApiError('login.required');
  return request.operator;
}

/** request.operator from the Bearer token, through the operators module's `app.operators` (read at request time). */
async function operatorAuthPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('operator', null);
  app.decorate('requireOperator', (...roles: OperatorRole[]): preHandlerAsyncHookHandler => {
    return async (request) => {
      const token = bearerToken(request);
      if (!token) throw new ApiError('login.required');
      const operator = await app.operators.resolve(token, request.merchant.code);
      if (operator.role !== 'admin' && !roles.includes(operator.role)) throw new ApiError('permission.denied');
      request.operator = operator;
    };
  });
}

export default fp(operatorAuthPlugin, { name: 'operator-auth', dependencies: ['merchant'] });
