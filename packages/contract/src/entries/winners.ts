/** `@lobby/contract/winners`: the recent winners board. */
export * from '../schemas/winners';
