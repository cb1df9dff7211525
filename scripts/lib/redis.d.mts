/** A throwaway Redis on loopback (redis.mjs): its URL and how to stop it. */
export function startRedis(): Promise<{ url: string; stop: () => void }>;
