/** `@lobby/contract/member-settings`: a member's settings (language, balance, sound, messages) and profile picture. */
export * from '../constants/member-settings';
export * from '../schemas/member-settings';
