import type { FastifyRequest } from 'fastify';
import { operatorOf } from '../../plugins/operator-auth';
import type { Actor } from './audit.repository';

/** Who is changing something, from where: the audit entry's actor, from a request that passed requireOperator. */
export function actorOf(request: FastifyRequest): Actor {
  const operator = operatorOf(request);
  return { merchantCode: operator.merchantCode, operatorId: operator.id, ip: request.ip };
}
