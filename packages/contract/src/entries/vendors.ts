/** `@lobby/contract/vendors`: game providers (vendors) and their classifications. */
export * from '../schemas/vendors';
