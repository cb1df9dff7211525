/** `@lobby/contract/home`: the home page's combined data. */
export * from '../schemas/home';
