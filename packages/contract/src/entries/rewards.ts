/** `@lobby/contract/rewards`: reward applications. */
export * from '../constants/rewards';
export * from '../schemas/rewards';
