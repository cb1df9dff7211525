/** `@lobby/contract/chat`: customer chat. */
export * from '../constants/chat';
export * from '../schemas/chat';
