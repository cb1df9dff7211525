/** `@lobby/contract/members`: member types and what they may do. */
export * from '../constants/members';
