/** `@lobby/contract/deposits`: a member's deposit orders. */
export * from '../schemas/deposits';
