import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * How one server instance tells the others what it changed, so that what they keep in memory follows
 * (a session ended, a chat message). The instance that acted has already applied the change itself:
 * `broadcast` reaches only the others. One instance alone has no one to tell.
 */
export interface SharedBus {
  broadcast(channel: string, message: unknown): Promise<void>;
  on<T>(channel: string, handler: (message: T) => void): void;
}

/** One instance: nothing to tell. */
export const localBus: SharedBus = {
  broadcast: async () => undefined,
  on: () => undefined,
};

interface Envelope {
  from: string;
  message: unknown;
}

interface BusLog {
  warn(details: object, message: string): void;
}

const PREFIX = 'lobby:bus:';

/**
 * Redis pub/sub: `publisher` is the app's client, `subscriber` a connection of its own (a subscribed
 * connection can do nothing else). A message lost while Redis is away is not replayed: what depends on
 * it must also expire on its own (session lookups are trusted for 5 s at most).
 */
export function createRedisBus(publisher: Redis, subscriber: Redis, log: BusLog): SharedBus {
  const self = randomUUID();
  const handlers = new Map<string, ((message: unknown) => void)[]>();
  subscriber.on('message', (channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === self) return;
    for (const handler of handlers.get(channel.slice(PREFIX.length)) ?? []) {
      try {
        handler(envelope.message);
      } catch (error) {
        log.warn({ err: error, channel }, 'shared bus handler failed');
      }
    }
  });
  return {
    async broadcast(channel, message) {
      const envelope: Envelope = { from: self, message };
      await publisher.publish(PREFIX + channel, JSON.stringify(envelope)).catch((error: unknown) => {
        log.warn(
          { err: error, channel },
          'shared bus publish failed: other instances learn it when their caches expire',
        );
      });
    },
    on<T>(channel: string, handler: (message: T) => void) {
      const list = handlers.get(channel) ?? [];
      if (list.length === 0) {
        handlers.set(channel, list);
        subscriber.subscribe(PREFIX + channel).catch((error: unknown) => {
          log.warn({ err: error, channel }, 'shared bus subscribe failed');
        });
      }
      list.push(handler as (message: unknown) => void);
    },
  };
}
