/** `@lobby/contract/promotions`: promotions as the site shows them. */
export * from '../schemas/promotions';
