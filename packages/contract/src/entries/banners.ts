/** `@lobby/contract/banners`: banners by group. */
export * from '../constants/banners';
export * from '../schemas/banners';
