/** `@lobby/contract/admin/rewards`: reward applications as the operator reviews them. */
export * from '../../schemas/admin/rewards';
