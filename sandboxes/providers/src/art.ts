import type { FastifyInstance } from 'fastify';
import type { Sessions } from './sessions';

const ART_TIMEOUT_MS = 3_000;
const MAX_CACHED = 300;

/**
 * A game's art, served from our own origin as a provider serves its own assets: fetched once from the operator's
 * media (the tile the lobby shows) and kept. Loading it straight from the lobby would need the lobby to let
 * another site use its images, which it rightly does not (Cross-Origin-Resource-Policy).
 */
export function registerArt(app: FastifyInstance, sessions: Sessions) {
  const cache = new Map<string, { type: string; bytes: Buffer }>();
  app.get<{ Params: { providerCode: string; sessionId: string } }>(
    '/p/:providerCode/game/:sessionId/art',
    async (request, reply) => {
      const session = sessions.get(request.params.sessionId);
      if (!session?.game.image || !URL.canParse(session.lobbyUrl)) return reply.code(404).send();
      const url = new URL(session.game.image, new URL(session.lobbyUrl).origin).href;
      let art = cache.get(url);
      if (!art) {
        const response = await fetch(url, { signal: AbortSignal.timeout(ART_TIMEOUT_MS) }).catch(() => null);
        const type = response?.headers.get('content-type') ?? '';
        if (!response?.ok || !type.startsWith('image/')) return reply.code(404).send();
        art = { type, bytes: Buffer.from(await response.arrayBuffer()) };
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
        cache.set(url, art);
      }
      return reply.type(art.type).header('cache-control', 'private, max-age=86400').send(art.bytes);
    },
  );
}
