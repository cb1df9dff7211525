/** `@lobby/contract/admin/ranks`: the VIP ladder as the operator writes it. */
export * from '../../schemas/admin/ranks';
