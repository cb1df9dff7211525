import { z } from 'zod';
import { MEMBER_SMS_PURPOSES } from '../constants/accounts';
import { paymentPasswordSchema } from './withdrawals';
import { countryDialingCodeInput, emailInput, mobileInput, smsCodeInput } from './fields';

/** What the member has secured (the security centre's list). */
export const securityOverviewSchema = z.object({
  /** False for accounts that only sign in through a social provider. */
  password: z.object({ set: z.boolean(), changedAt: z.string().nullable() }),
  paymentPassword: z.object({ set: z.boolean(), locked: z.boolean() }),
  /** Masked: the full number or address never leaves the member page it was typed on. */
  mobile: z.object({ bound: z.boolean(), verified: z.boolean(), masked: z.string() }),
  email: z.object({ bound: z.boolean(), verified: z.boolean(), masked: z.string() }),
  twoFactor: z.object({ on: z.boolean(), recoveryCodesLeft: z.number().int() }),
  /** Live sessions, this one included. */
  sessions: z.number().int(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeInput = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^[0-9A-Za-z-]+$/, 'Digits, letters and dashes only');
export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeInput });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

/** A new secret for the authenticator app, shown once: on after its first code is confirmed. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrDataUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
/** Ten single-use codes, shown once when two-factor is switched on. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A login's second step: the challenge the first step answered with, and a code. */
export const loginCodeRequestSchema = z.object({ challenge: z.string().min(1).max(200), code: twoFactorCodeInput });
export type LoginCodeRequest = z.infer<typeof loginCodeRequestSchema>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'unknown'] as const;
/** A browser as its user agent names it. */
export const deviceSchema = z.object({ browser: z.string(), os: z.string(), type: z.enum(DEVICE_TYPES) });
export type Device = z.infer<typeof deviceSchema>;

export const memberSessionSchema = z.object({
  id: z.number().int(),
  device: deviceSchema,
  ip: z.string(),
  /** ISO 3166-1 alpha-2, null when unknown. */
  country: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request is made with. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionsSchema = z.object({ list: z.array(memberSessionSchema) });
export const memberSessionParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const LOGIN_METHODS = ['password', 'sms', 'phone', 'social', 'twoFactor', 'recoveryCode'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
/** `codeNotEntered`: the password step passed but its two-factor step was never answered before it expired. */
export const LOGIN_RESULTS = [
  'success',
  'wrongPassword',
  'locked',
  'disabled',
  'twoFactorFailed',
  'codeNotEntered',
] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
export const loginHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  device: deviceSchema,
  method: z.enum(LOGIN_METHODS),
  result: z.enum(LOGIN_RESULTS),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistorySchema = z.object({ list: z.array(loginHistoryEntrySchema) });

/** A code to the member's own mobile, for a purpose of the security centre. */
export const securitySmsCodeRequestSchema = z.object({ purpose: z.enum(MEMBER_SMS_PURPOSES) });

/** A forgotten payment password: replaced with an SMS code sent to the member's mobile. */
export const resetPaymentPasswordRequestSchema = z.object({
  verificationCode: smsCodeInput,
  newPaymentPassword: paymentPasswordSchema,
});
export type ResetPaymentPasswordRequest = z.infer<typeof resetPaymentPasswordRequestSchema>;

/** A mobile number to bind: one of the merchant's dialing codes and digits (the registration rule). */
export const bindMobileCodeRequestSchema = z.object({
  countryDialingCode: countryDialingCodeInput,
  mobileNum: mobileInput,
});
export type BindMobileCodeRequest = z.infer<typeof bindMobileCodeRequestSchema>;
export const bindMobileRequestSchema = bindMobileCodeRequestSchema.extend({ verificationCode: smsCodeInput });
export type BindMobileRequest = z.infer<typeof bindMobileRequestSchema>;

/** An e-mail address to bind, compared and kept in lower case. */
export const bindEmailInput = emailInput.toLowerCase().pipe(z.email('Please enter a valid e-mail address'));
export const bindEmailCodeRequestSchema = z.object({ email: bindEmailInput });
export type BindEmailCodeRequest = z.infer<typeof bindEmailCodeRequestSchema>;
export const bindEmailRequestSchema = bindEmailCodeRequestSchema.extend({ verificationCode: smsCodeInput });
export type BindEmailRequest = z.infer<typeof bindEmailRequestSchema>;
/** A bind code was sent: when it stops working. */
export const bindCodeResponseSchema = z.object({ expirationTime: z.number().int() });
