import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from './sessions.service';

/** The member of a route guarded by requireMember (a guard that did not run is a 401, not a crash). */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.member) throw new ApiError('login.required');
  return request.member;
}
