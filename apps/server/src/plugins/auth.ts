import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: refuse a request without a live session (401). */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /** preHandler: refuse visitors and trial accounts (functions that need a real account). */
    requireRealMember: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for public reads that tell a member more (which promotions they joined, read flags):
     * request.member when the request carries a live session of this site, else null. A missing, ended
     * or foreign token reads as a visitor, never a 401.
     */
    optionalMember: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

/** The Bearer token of a request, if it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * request.member from the Bearer token; a session belongs to one merchant's site. The member's type and
 * `app.sessions` (read at request time) come from the auth module.
 */
async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('member', null);
  const requireMember = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new ApiError('login.required');
    request.member = await app.sessions.resolve(token, request.merchant.code);
  };
  app.decorate('requireMember', requireMember);
  app.decorate('requireRealMember', async (request: FastifyRequest) => {
    await requireMember(request);
    if (request.member?.trial) throw new ApiError('account.trial');
  });
  app.decorate('optionalMember', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.member = token ? await app.sessions.resolve(token, request.merchant.code).catch(() => null) : null;
  });
}

export default fp(authPlugin, { name: 'member-auth', dependencies: ['merchant'] });
