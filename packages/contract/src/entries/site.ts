/** `@lobby/contract/site`: the merchant's site settings as the site reads them: flags, link resources, customer service. */
export * from '../constants/site';
export * from '../schemas/site';
