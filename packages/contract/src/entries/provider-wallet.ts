/** `@lobby/contract/provider-wallet`: the seamless wallet providers call, its provider calls and the operator report. */
export * from '../schemas/provider-wallet';
