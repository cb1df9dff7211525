/** `@lobby/contract/cashier`: payment channels and cashier amounts (deposits and withdrawals share them). */
export * from '../schemas/cashier';
export * from '../rules/cashier-money';
export * from '../rules/cashier-fees';
