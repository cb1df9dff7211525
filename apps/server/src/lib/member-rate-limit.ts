import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in member rather than per address: members behind one carrier
 * NAT share an address, and one member hopping addresses still shares one count. It runs as a preHandler,
 * after the route's member guard has resolved request.member (a request the guard refuses is not counted);
 * a request without a member falls back to its address.
 */
export function perMemberRateLimit(max: number, timeWindow = '1 minute') {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.member ? `member:${request.member.memberId}` : `ip:${request.ip}`,
    },
  };
}
