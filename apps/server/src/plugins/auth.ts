import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/envelope';
import type { AuthContext, SessionsService } from '../modules/auth/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, after requireMember or optionalMember ran. */
    member: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: refuse a request without a live session (401). */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /** preHandler: refuse visitors and trial accounts (functions that need a real account). */
    requireRealMember: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

/** The Bearer token of a request, if it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/** request.member from the Bearer token; a session belongs to one merchant's site. */
async function authPlugin(app: FastifyInstance, options: { sessions: SessionsService }): Promise<void> {
  app.decorateRequest('member', null);
  const requireMember = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new ApiError('login.required');
    request.member = await options.sessions.resolve(token, request.merchant.code);
  };
  app.decorate('requireMember', requireMember);
  app.decorate('requireRealMember', async (request: FastifyRequest) => {
    await requireMember(request);
    if (request.member?.trial) throw new ApiError('account.trial');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['merchant'] });
