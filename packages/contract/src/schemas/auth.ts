import { z } from 'zod';
import { CAPTCHA_KINDS } from '../constants/accounts';
import { LOGIN_PORTALS, SOCIAL_PROVIDERS } from '../constants/auth';
import { MODULE_IDS } from '../constants/site';
import {
  captchaInput,
  captchaKeyInput,
  countryDialingCodeInput,
  mobileInput,
  passwordInput,
  smsCodeInput,
  usernameInput,
} from './fields';

/** The body of an encrypted call: a compact JWE of the JSON payload (spec: login, register, phone reset). */
export const encryptedBodySchema = z.object({ payload: z.string().min(1).max(16_384) });

/** The key the client encrypts with (RSA-OAEP-256 + A256GCM), named by its key id. */
export const publicKeyResponseSchema = z.object({
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256'),
  enc: z.literal('A256GCM'),
  jwk: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), kid: z.string().optional() }),
});
export type PublicKey = z.infer<typeof publicKeyResponseSchema>;

/** Login payload (spec §3). username + password, or mobile + SMS code, or a Firebase ID token. */
export const loginRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: usernameInput,
    password: passwordInput,
    captcha: captchaInput.optional(),
    captchaKey: captchaKeyInput.optional(),
    portal: z.enum(LOGIN_PORTALS).default('member'),
    remember: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('sms'),
    countryDialingCode: countryDialingCodeInput,
    username: mobileInput,
    password: smsCodeInput,
    captcha: captchaInput.optional(),
    captchaKey: captchaKeyInput.optional(),
    portal: z.enum(LOGIN_PORTALS).default('member'),
    remember: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('firebase'),
    firebaseChannel: z.literal('sms'),
    firebaseIdToken: z.string().min(1).max(8192),
    firebaseMobileNo: mobileInput,
    countryDialingCode: countryDialingCodeInput,
    portal: z.enum(LOGIN_PORTALS).default('member'),
    remember: z.boolean().default(false),
  }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * Sign in with Google or Facebook (when the merchant enables it). idToken: Google's ID token (the
 * credential), or Facebook Login's access token (the web SDK gives no ID token).
 */
export const socialLoginRequestSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  idToken: z.string().min(1).max(8192),
  remember: z.boolean().default(false),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

/** A session as the client keeps it (MC_SESSION_INFO). */
export const sessionSchema = z.object({
  token: z.string(),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  /** ISO time the session ends unless renewed. */
  expiresAt: z.string(),
  trial: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const renewResponseSchema = z.object({ expiresAt: z.string() });

/** Start a free-play (trial) session. */
export const trialRequestSchema = z.object({ moduleId: z.enum(MODULE_IDS) });

export const captchaQuerySchema = z.object({ kind: z.enum(CAPTCHA_KINDS).optional() });
/** A captcha image (PNG data URL) and the key its answer is checked against. */
export const captchaResponseSchema = z.object({ captchaKey: z.string(), image: z.string(), length: z.number().int() });
export type Captcha = z.infer<typeof captchaResponseSchema>;

/** Member info (spec §3) plus what the menus show. */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  email: z.string(),
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  trial: z.boolean(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** The public login and recovery settings of a merchant (what the popups offer). */
export const authSettingsSchema = z.object({
  smsLogin: z.boolean(),
  recovery: z.object({ email: z.boolean(), phone: z.boolean() }),
  captchaKind: z.enum(CAPTCHA_KINDS),
  countryDialingCodes: z.array(z.string()).min(1),
  social: z.object({
    google: z.object({ clientId: z.string() }).nullable(),
    facebook: z.object({ appId: z.string() }).nullable(),
    firebase: z
      .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string() })
      .nullable(),
  }),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;
