/** `@lobby/contract/admin/responsible-gaming`: a member's limits, exclusions and their history, read-only. */
export * from '../../schemas/admin/responsible-gaming';
