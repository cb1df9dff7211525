/** `@lobby/contract/records`: betting, account and profit-and-loss records. */
export * from '../schemas/records';
