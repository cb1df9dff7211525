/** `@lobby/contract/security`: the member's security centre, two-factor sign-in, sessions and login history. */
export * from '../schemas/security';
