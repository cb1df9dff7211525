/** `@lobby/contract/feedback`: a member's feedback and the operator's replies. */
export * from '../constants/feedback';
export * from '../schemas/feedback';
