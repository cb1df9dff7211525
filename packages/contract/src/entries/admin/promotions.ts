/** `@lobby/contract/admin/promotions`: promotions as the operator writes them. */
export * from '../../schemas/admin/promotions';
