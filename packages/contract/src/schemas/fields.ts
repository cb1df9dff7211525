import { z } from 'zod';
import {
  CAPTCHA_MAX,
  COUNTRY_DIALING_CODE_PATTERN,
  EMAIL_MAX,
  MOBILE_MAX,
  PASSWORD_MAX,
  PROFILE_TEXT_MAX,
  SMS_CODE_MAX,
} from '../constants/accounts';

/**
 * Transport bounds of account inputs. They stop oversized and wrong-typed input at the door;
 * the finer rules (pattern, min, required) are the merchant's and run in the services.
 */
export const usernameInput = z.string().trim().min(1).max(PROFILE_TEXT_MAX);
export const passwordInput = z
  .string()
  .min(1)
  .max(PASSWORD_MAX * 4);
export const mobileInput = z.string().trim().min(1).max(MOBILE_MAX).regex(/^\d+$/, 'Digits only');
export const countryDialingCodeInput = z.string().trim().regex(new RegExp(COUNTRY_DIALING_CODE_PATTERN), 'Like +62');
export const smsCodeInput = z.string().trim().min(1).max(SMS_CODE_MAX).regex(/^\d+$/, 'Digits only');
export const captchaInput = z.string().trim().max(CAPTCHA_MAX);
/** The id of an issued captcha image. */
export const captchaKeyInput = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/);
export const emailInput = z.string().trim().min(1).max(EMAIL_MAX);
export const profileTextInput = z.string().trim().max(PROFILE_TEXT_MAX);
