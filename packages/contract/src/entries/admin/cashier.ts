/** `@lobby/contract/admin/cashier`: payment channels, the deposit queue and daily totals, as operators see them. */
export * from '../../schemas/admin/cashier';
