/** `@lobby/contract/admin/help`: the help centre as the operator writes it. */
export * from '../../schemas/admin/help';
