/** `@lobby/contract/admin/operators`: operator accounts, login and the audit log. */
export * from '../../constants/operators';
export * from '../../schemas/admin/operators';
export * from '../../schemas/admin/operator-accounts';
