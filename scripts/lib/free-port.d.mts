/** A loopback port nothing listens on at the moment of asking (free-port.mjs). */
export function freePort(): Promise<number>;
