/** `@lobby/contract/admin/games`: the operator's game catalogue and providers. */
export * from '../../schemas/admin/games';
