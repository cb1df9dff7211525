/** `@lobby/contract/help`: the help centre. */
export * from '../constants/help';
export * from '../schemas/help';
