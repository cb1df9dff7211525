/** `@lobby/contract/inbox`: the member's inbox. */
export * from '../schemas/inbox';
