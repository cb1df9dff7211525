/** `@lobby/contract/admin/security`: a member's two-factor state and login history, as operators see them. */
export * from '../../schemas/admin/security';
