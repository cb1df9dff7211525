/** `@lobby/contract/register`: registration and the merchant's registration rules. */
export * from '../constants/register';
export * from '../schemas/register';
export * from '../rules/register-rules';
