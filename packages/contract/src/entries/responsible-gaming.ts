/** `@lobby/contract/responsible-gaming`: the member's limits, reality check, time-out and self-exclusion. */
export * from '../schemas/responsible-gaming';
