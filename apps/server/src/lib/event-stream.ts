import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Server-sent event streams (text/event-stream) of one app: each `send` is one `data:` line of JSON.
 * `subscribe` starts listening and returns how to stop; a stream ends when its client goes or at
 * `closeAll` (server shutdown, so the close does not wait for them). The reply is taken over, so
 * compression never buffers an event.
 */
export function createEventStreams() {
  const ends = new Set<() => void>();
  return {
    open<E>(request: FastifyRequest, reply: FastifyReply, subscribe: (send: (event: E) => void) => () => void): void {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx and friends would otherwise hold events back in their buffer.
        'x-accel-buffering': 'no',
      });
      raw.write(': open\n\n');
      const unsubscribe = subscribe((event) => raw.write(`data: ${JSON.stringify(event)}\n\n`));
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (!ends.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        raw.end();
      };
      ends.add(end);
      request.raw.on('close', end);
    },
    closeAll(): void {
      for (const end of [...ends]) end();
    },
  };
}
