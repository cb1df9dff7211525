/** `@lobby/contract/admin/announcements`: announcements and banners as the operator writes them. */
export * from '../../schemas/admin/announcements';
