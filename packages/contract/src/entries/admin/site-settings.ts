/** `@lobby/contract/admin/site-settings`: the operator's site settings. */
export * from '../../schemas/admin/site-settings';
