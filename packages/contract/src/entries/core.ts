/** `@lobby/contract/core`: what every area speaks: the response envelope, error codes, API paths, paging and language schemas, account field bounds, limits and timings. */
export * from '../envelope';
export * from '../errors';
export * from '../paths';
export * from '../schemas/common';
export * from '../schemas/fields';
export * from '../constants/accounts';
export * from '../constants/languages';
export * from '../rules/languages';
export * from '../constants/limits';
export * from '../constants/timing';
export * from '../rules/document-title';
