/** `@lobby/contract/admin/cashier-settings`: the merchant's cashier rules an admin sets. */
export * from '../../schemas/admin/cashier-settings';
