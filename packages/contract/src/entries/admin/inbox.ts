/** `@lobby/contract/admin/inbox`: inbox messages as the operator sends them. */
export * from '../../schemas/admin/inbox';
