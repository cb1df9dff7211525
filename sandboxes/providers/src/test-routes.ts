import type { FastifyInstance } from 'fastify';
import { FAULTS, type Fault, type Faults } from './faults';
import type { RoundStore } from './rounds';

const faultBody = {
  type: 'object',
  required: ['fault'],
  additionalProperties: false,
  properties: { fault: { anyOf: [{ type: 'string', enum: FAULTS }, { type: 'null' }] } },
} as const;

/**
 * Test mode only (PROVIDERS_SANDBOX_TEST=1), unsigned: what the next round does wrong, and the simulator's own
 * round records, as a provider's back office would show them.
 */
export function registerTestRoutes(app: FastifyInstance, faults: Faults, rounds: RoundStore) {
  app.post<{ Body: { fault: Fault | null } }>('/test/faults', { schema: { body: faultBody } }, async (request) => {
    faults.set(request.body.fault);
    return { fault: faults.peek() };
  });
  app.get<{ Querystring: { playerId?: string } }>('/test/rounds', async (request) => ({
    rounds: rounds.list({ playerId: request.query.playerId || undefined }).map(({ token: _token, ...round }) => round),
  }));
}
