/** `@lobby/contract/admin/withdrawals`: the withdrawal queue as finance works it. */
export * from '../../schemas/admin/withdrawals';
