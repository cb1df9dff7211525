/** `@lobby/contract/auth`: login, sessions, captcha and social sign-in. */
export * from '../constants/auth';
export * from '../schemas/auth';
