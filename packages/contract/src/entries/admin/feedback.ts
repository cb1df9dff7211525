/** `@lobby/contract/admin/feedback`: the feedback queue, replies and the site's feedback form settings. */
export * from '../../schemas/admin/feedback';
