/** `@lobby/contract/password`: password change and recovery. */
export * from '../schemas/password';
