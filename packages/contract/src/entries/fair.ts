/** `@lobby/contract/fair`: provably fair rounds, the one mapping from seeds to outcomes (server and verifier page). */
export * from '../rules/fair/index';
export * from '../schemas/fair';
