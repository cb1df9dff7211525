import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteStoreOptions): Store;
}
/** What the plugin hands a store: its merged options (these two among them). */
type StoreOptions = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0] & StoreOptions;

// The plugin's own stores: its package has no export map and does not re-export them.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

export const RATE_LIMIT_NAMESPACE = 'lobby:rate:';

/**
 * Rate-limit counters in Redis, shared by every instance (@fastify/rate-limit's own Redis store). While
 * Redis cannot answer, each instance counts in its own memory instead: the limits hold per instance
 * rather than vanish, and requests never wait on a Redis that is gone.
 */
export function sharedRateLimitStore(redis: Redis, onFallback: (error: Error) => void): FastifyRateLimitStoreCtor {
  class SharedStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: StoreOptions, shared?: Store, local?: Store) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      this.shared = shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, RATE_LIMIT_NAMESPACE);
      this.local = local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, done: Done, timeWindow: number, max: number): void {
      this.shared.incr(key, this.orLocally('incr', key, done, timeWindow, max), timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number): void {
      this.shared.read(key, this.orLocally('read', key, done, timeWindow, max), timeWindow, max);
    }

    child(routeOptions: RouteStoreOptions): SharedStore {
      return new SharedStore(routeOptions, this.shared.child(routeOptions), this.local.child(routeOptions));
    }

    private orLocally(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number): Done {
      return (error, result) => {
        if (!error) return done(null, result);
        onFallback(error);
        this.local[method](key, done, timeWindow, max);
      };
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
