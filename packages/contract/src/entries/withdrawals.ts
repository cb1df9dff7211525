/** `@lobby/contract/withdrawals`: payment password, payout accounts, turnover and withdrawal requests. */
export * from '../schemas/withdrawals';
