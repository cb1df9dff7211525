/** `@lobby/contract/admin/members`: members as operators search, inspect and manage them. */
export * from '../../schemas/admin/members';
