import { z } from 'zod';
import { SMS_PURPOSES } from '../constants/accounts';
import {
  captchaInput,
  captchaKeyInput,
  countryDialingCodeInput,
  emailInput,
  mobileInput,
  passwordInput,
  smsCodeInput,
  usernameInput,
} from './fields';

/** Ask for an SMS code; the image captcha is the human check. */
export const smsCodeRequestSchema = z.object({
  purpose: z.enum(SMS_PURPOSES),
  mobileNum: mobileInput,
  countryDialingCode: countryDialingCodeInput,
  captcha: captchaInput,
  captchaKey: captchaKeyInput,
});
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;
/** When the sent code stops working (epoch milliseconds). */
export const smsCodeResponseSchema = z.object({ expirationTime: z.number().int() });

export const changePasswordRequestSchema = z.object({
  oldPassword: passwordInput,
  newPassword: passwordInput,
  confirmNewPassword: passwordInput,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Recovery by e-mail (form-encoded): a reset link goes to the account's address. */
export const emailRecoveryRequestSchema = z.object({ username: usernameInput, email: emailInput });
export type EmailRecoveryRequest = z.infer<typeof emailRecoveryRequestSchema>;

/** Set a new password from the e-mailed link. */
export const resetByLinkRequestSchema = z.object({
  resetToken: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
  newPassword: passwordInput,
  confirmNewPassword: passwordInput,
});
export type ResetByLinkRequest = z.infer<typeof resetByLinkRequestSchema>;

/** Reset by phone (encrypted): mobile, SMS code and the new password; success logs in. */
export const resetByPhoneRequestSchema = z.object({
  countryDialingCode: countryDialingCodeInput,
  mobileNum: mobileInput,
  verificationCode: smsCodeInput,
  newPassword: passwordInput,
  firebaseIdToken: z.string().max(8192).optional(),
});
export type ResetByPhoneRequest = z.infer<typeof resetByPhoneRequestSchema>;

export const doneResponseSchema = z.object({ done: z.literal(true) });
