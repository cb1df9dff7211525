import { z } from 'zod';
import { REGISTER_KINDS, REGISTER_METHODS, REGISTER_RULE_FIELDS } from '../constants/register';
import { languageSchema } from './common';
import { captchaInput, captchaKeyInput, countryDialingCodeInput, passwordInput, profileTextInput } from './fields';

/** One registration field's rule as the merchant sets it (spec §5, regValidata). */
const registerRuleSchema = z.object({
  field: z.enum(REGISTER_RULE_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression source, tested against the whole value. */
  pattern: z.string().nullable(),
  min: z.number().int().nonnegative().nullable(),
  max: z.number().int().positive().nullable(),
  /** Messages in the asked language; `length` may hold (min) and (max). */
  messages: z.object({ required: z.string(), pattern: z.string(), length: z.string() }),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const registerRulesQuerySchema = z.object({ language: languageSchema.optional() });

/** What the register popup needs: methods, rules per method, banner, terms. */
export const registerSettingsSchema = z.object({
  kinds: z.array(z.enum(REGISTER_KINDS)),
  defaultKind: z.enum(REGISTER_KINDS),
  /** Mobile registration needs an SMS code. */
  mobileVerification: z.boolean(),
  /** The image captcha is part of the form. */
  captcha: z.boolean(),
  bannerUrl: z.string().nullable(),
  /** The terms and age box starts ticked (the spec), unless the merchant forbids pre-ticked consent. */
  termsPreticked: z.boolean(),
  rules: z.record(z.enum(REGISTER_KINDS), z.array(registerRuleSchema)),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** Registration payload (spec §3). Field rules are the merchant's; here only transport bounds. */
export const registerRequestSchema = z.object({
  kind: z.enum(REGISTER_KINDS),
  registerMethod: z.enum(REGISTER_METHODS).default('H5'),
  registerUrl: z.string().trim().max(253).default(''),
  domain: z.string().trim().max(253).default(''),
  countryDialingCode: countryDialingCodeInput.optional(),
  username: profileTextInput.optional(),
  password: passwordInput,
  confirmPassword: passwordInput,
  paymentPassword: z.string().max(80).optional(),
  affiliateCode: profileTextInput.optional(),
  recommenderId: profileTextInput.optional(),
  nickname: profileTextInput.optional(),
  payeeName: profileTextInput.optional(),
  email: profileTextInput.optional(),
  mobileNum: profileTextInput.optional(),
  verificationCode: profileTextInput.optional(),
  /**
   * When the merchant has Firebase phone sign-in, Firebase sends and checks the mobile code: its ID token
   * (for the registered number) stands in for verificationCode.
   */
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: z.string().min(1).max(8192).optional(),
  idNumber: profileTextInput.optional(),
  qqNum: profileTextInput.optional(),
  facebook: profileTextInput.optional(),
  wechat: profileTextInput.optional(),
  line: profileTextInput.optional(),
  whatsapp: profileTextInput.optional(),
  zalo: profileTextInput.optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .optional(),
  captcha: captchaInput.optional(),
  captchaKey: captchaKeyInput.optional(),
  /** The terms checkbox; registration is refused unless it is true. */
  acceptTerms: z.boolean(),
  type: z.literal(0).default(0),
  remember: z.boolean().default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const usernameCheckQuerySchema = z.object({ username: profileTextInput.pipe(z.string().min(1)) });
export const usernameCheckResponseSchema = z.object({ available: z.boolean() });

export const affiliateCheckQuerySchema = z.object({
  code: profileTextInput.pipe(z.string().min(1)),
  domain: z.string().trim().max(253).optional(),
});
export const affiliateCheckResponseSchema = z.object({ valid: z.boolean() });
