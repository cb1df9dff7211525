/** `@lobby/contract/admin/responsible-gaming`: a member's limits, exclusions and their history, read-only; the site's merchant group. */
export * from '../../schemas/admin/responsible-gaming';
