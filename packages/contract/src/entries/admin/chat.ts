/** `@lobby/contract/admin/chat`: the customer-service desk: queue, conversations, canned replies. */
export * from '../../schemas/admin/chat';
