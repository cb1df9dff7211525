/** `@lobby/contract/wallet`: the member's wallet and ledger kinds. */
export * from '../schemas/wallet';
