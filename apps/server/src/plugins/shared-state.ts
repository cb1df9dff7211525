import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { createRedisBus, localBus, type SharedBus } from '../lib/shared-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Redis client when REDIS_URL is set (shared rate-limit counters); undefined on one instance. */
    redis: Redis | undefined;
    /** Tells the other instances what this one changed (sessions ended, chat events); a no-op without Redis. */
    bus: SharedBus;
  }
}

/**
 * Requests never queue behind a Redis that is away: a command fails at once and its caller falls back
 * (rate limits count in memory, a broadcast is dropped). The client reconnects on its own.
 */
const CLIENT_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
} as const;

/** One line when Redis goes away and one when it is back, rather than one per reconnect attempt. */
function watchHealth(app: FastifyInstance, client: Redis, name: string): void {
  let healthy = true;
  client.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    app.log.warn(
      { err: error, client: name },
      'redis unreachable: rate limits count per instance, broadcasts are dropped',
    );
  });
  client.on('ready', () => {
    if (healthy) return;
    healthy = true;
    app.log.info({ client: name }, 'redis reachable again');
  });
}

/**
 * What several instances share besides the database. With REDIS_URL: one client for the rate-limit
 * counters and the bus, and a second connection that listens to the bus. Without it: one instance,
 * everything in process as before. An unreachable Redis at start stops the start, as the database does.
 */
async function sharedState(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const url = options.config.REDIS_URL;
  if (!url) {
    app.decorate('redis', undefined);
    app.decorate('bus', localBus);
    return;
  }
  const client = new Redis(url, CLIENT_OPTIONS);
  // The listening connection keeps its queue: its SUBSCRIBE waits for the connection rather than fail.
  const subscriber = new Redis(url, { ...CLIENT_OPTIONS, enableOfflineQueue: true, maxRetriesPerRequest: null });
  watchHealth(app, client, 'shared');
  watchHealth(app, subscriber, 'bus');
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  app.decorate('redis', client);
  app.decorate('bus', createRedisBus(client, subscriber, app.log));
  app.addHook('onClose', async () => {
    subscriber.disconnect();
    await client.quit().catch(() => client.disconnect());
  });
}

export default fp(sharedState, { name: 'shared-state' });
