/** `@lobby/contract/admin/dashboard`: the operator dashboard's figures. */
export * from '../../schemas/admin/dashboard';
