/** `@lobby/contract/site-status`: system status: maintenance and region restriction. */
export * from '../constants/site-status';
export * from '../schemas/site-status';
