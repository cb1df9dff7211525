import { z } from 'zod';
import { MODULE_IDS, WHITE_LABEL_FLAGS } from '../../constants/site';
import { isCountryCode } from '../../constants/countries';
import { CUSTOMER_SERVICE_TYPES, LINK_RESOURCE_TYPES, SOCIAL_NETWORKS, TEMPLATE_KEYS } from '../../constants/site';
import { languageSchema } from '../common';
import { CAPTCHA_KINDS } from '../../constants/accounts';
import { cashierSettingsViewSchema } from './cashier-settings';
import { feedbackSettingsSchema } from './feedback';
import {
  REGISTER_KINDS,
  REGISTER_RULE_FIELDS,
  type RegisterKind,
  type RegisterRuleField,
} from '../../constants/register';

/** Bounds of the site settings an operator writes. */
const SITE_SETTINGS_LIMITS = {
  url: 500,
  label: 80,
  resources: 20,
  customerService: 10,
  maintenanceWindows: 20,
  maintenanceMessage: 500,
  blockedCountries: 250,
  allowedIps: 200,
} as const;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
/** A path of this site: one leading slash (a second would make it another host's URL). */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An absolute http(s) URL: anything else (javascript:, data:, //host) is refused. */
const httpUrlInput = z.string().trim().min(1).max(SITE_SETTINGS_LIMITS.url).refine(isHttpUrl, 'An http(s) address');
/** An http(s) URL or a path of this site (/media/apps/nova.mobileconfig). */
const linkUrlInput = z
  .string()
  .trim()
  .min(1)
  .max(SITE_SETTINGS_LIMITS.url)
  .refine((value) => isHttpUrl(value) || SITE_PATH.test(value), 'An http(s) address or a path of this site');
/** A short label shown as text: no markup. */
const labelInput = z
  .string()
  .trim()
  .min(1)
  .max(SITE_SETTINGS_LIMITS.label)
  .regex(/^[^<>]*$/, 'Plain text only');

/** Flag keys an operator may set: the white-label flags of spec §6 and the module ids. */
const SITE_FLAG_KEYS = [...new Set<string>([...Object.values(WHITE_LABEL_FLAGS), ...MODULE_IDS])] as [
  string,
  ...string[],
];

export const siteFlagsSchema = z.object({
  /** White-label flags; keys left out are off. */
  flags: z.partialRecord(z.enum(SITE_FLAG_KEYS), z.boolean()),
  /** Module permissions; ids left out are off. */
  modules: z.partialRecord(z.enum(MODULE_IDS), z.boolean()),
  templates: z.object(
    Object.fromEntries(TEMPLATE_KEYS.map((key) => [key, z.enum(['0', '1'])])) as Record<
      (typeof TEMPLATE_KEYS)[number],
      z.ZodEnum<{ '0': '0'; '1': '1' }>
    >,
  ),
  webClip: z.boolean(),
});
export type SiteFlagsSettings = z.infer<typeof siteFlagsSchema>;

export const siteResourcesSchema = z.object({
  resources: z
    .array(z.object({ resourceType: z.enum(LINK_RESOURCE_TYPES), url: linkUrlInput, labelNameEn: labelInput }))
    .max(SITE_SETTINGS_LIMITS.resources)
    .refine((list) => new Set(list.map((item) => item.resourceType)).size === list.length, {
      message: 'One link per resource type',
    }),
});
export type SiteResourcesSettings = z.infer<typeof siteResourcesSchema>;

export const siteCustomerServiceSchema = z.object({
  /** In display order: the drawer opens the first. */
  customerService: z
    .array(z.object({ title: labelInput, csType: z.enum(CUSTOMER_SERVICE_TYPES), url: linkUrlInput }))
    .max(SITE_SETTINGS_LIMITS.customerService),
  /** The social contact bar: networks left out do not show. */
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), httpUrlInput),
  /** The live chat; null when the site has none (the chat launch is then refused). */
  chat: z
    .object({
      url: httpUrlInput,
      headerColor: z
        .string()
        .trim()
        .regex(/^#[0-9A-Fa-f]{6}$/, 'A colour like #7c3aed'),
      title: labelInput,
    })
    .nullable(),
});
export type SiteCustomerServiceSettings = z.infer<typeof siteCustomerServiceSchema>;

const instantInput = z.iso.datetime({ offset: true });
const maintenanceWindowSchema = z
  .object({ startsAt: instantInput, endsAt: instantInput })
  .refine((window) => Date.parse(window.endsAt) > Date.parse(window.startsAt), {
    path: ['endsAt'],
    message: 'The end must come after the start',
  });

export const siteMaintenanceSchema = z.object({
  /** On now, whatever the windows say. */
  active: z.boolean(),
  /** Scheduled maintenance: on while now lies inside one of them. */
  windows: z.array(maintenanceWindowSchema).max(SITE_SETTINGS_LIMITS.maintenanceWindows),
  /** Plain text shown on the maintenance page, per language. */
  message: z.partialRecord(
    languageSchema,
    z
      .string()
      .trim()
      .max(SITE_SETTINGS_LIMITS.maintenanceMessage)
      .regex(/^[^<>]*$/, 'Plain text only'),
  ),
});
export type SiteMaintenanceSettings = z.infer<typeof siteMaintenanceSchema>;

const countryInput = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, 'An ISO 3166-1 alpha-2 country code');
const addressInput = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'An IPv4 or IPv6 address or range (CIDR)',
});

export const siteRegionSchema = z.object({
  /** Visitors from these countries get the region-restricted page. */
  blockedCountries: z
    .array(countryInput)
    .max(SITE_SETTINGS_LIMITS.blockedCountries)
    .transform((list) => [...new Set(list)]),
  /** Addresses (or CIDR ranges) let through from a blocked country. */
  allowedIps: z
    .array(z.string().trim().pipe(addressInput))
    .max(SITE_SETTINGS_LIMITS.allowedIps)
    .transform((list) => [...new Set(list)]),
});
export type SiteRegionSettings = z.infer<typeof siteRegionSchema>;

/**
 * Public client ids only (nothing secret): each shape is strict, so no value can carry markup or
 * another address into the site's page or its content security policy.
 */
export const SIGN_IN_PATTERNS = {
  googleClientId: /^[0-9a-z][0-9a-z-]{0,99}\.apps\.googleusercontent\.com$/,
  facebookAppId: /^[0-9]{5,20}$/,
  firebaseApiKey: /^[A-Za-z0-9_-]{10,100}$/,
  /** A host name (the project's auth domain), no scheme, port or path. */
  firebaseAuthDomain: /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
  firebaseProjectId: /^[a-z][a-z0-9-]{3,39}$/,
  firebaseAppId: /^[0-9]{1,3}:[0-9]{1,20}:web:[0-9a-f]{1,64}$/,
} as const;

/** An optional value: empty means none (null). */
const publicId = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().regex(pattern, message).nullable(),
  );

/**
 * The sign-in providers an admin sets up: Google (the GOOGLELOGIN3 flag and the OAuth client id),
 * Facebook (FACEBOOKLOGIN3 and the app id) and Firebase phone (its own switch and web config). The
 * issuers' and Graph API's addresses are server configuration, never operator input. Switching one on
 * without what it needs is refused by the server with its own code; any other key (an issuer or Graph
 * address) is refused.
 */
export const siteSignInSchema = z.strictObject({
  google: z.strictObject({
    enabled: z.boolean(),
    clientId: publicId(SIGN_IN_PATTERNS.googleClientId, 'A client id ends in .apps.googleusercontent.com'),
  }),
  facebook: z.strictObject({
    enabled: z.boolean(),
    appId: publicId(SIGN_IN_PATTERNS.facebookAppId, 'An app id is 5 to 20 digits'),
  }),
  firebase: z.strictObject({
    enabled: z.boolean(),
    apiKey: publicId(SIGN_IN_PATTERNS.firebaseApiKey, 'An API key is letters, digits, - and _'),
    authDomain: publicId(SIGN_IN_PATTERNS.firebaseAuthDomain, 'A host name, such as my-app.firebaseapp.com'),
    projectId: publicId(SIGN_IN_PATTERNS.firebaseProjectId, 'A project id is lower-case letters, digits and -'),
    appId: publicId(SIGN_IN_PATTERNS.firebaseAppId, 'An app id looks like 1:1234567890:web:abc123'),
  }),
});
export type SiteSignInSettings = z.output<typeof siteSignInSchema>;

/** What the server holds (stand-in issuers outside production may hold other ids, so any text). */
export const siteSignInViewSchema = z.object({
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  facebook: z.object({ enabled: z.boolean(), appId: z.string().nullable() }),
  firebase: z.object({
    enabled: z.boolean(),
    apiKey: z.string().nullable(),
    authDomain: z.string().nullable(),
    projectId: z.string().nullable(),
    appId: z.string().nullable(),
  }),
});
export type SiteSignInView = z.infer<typeof siteSignInViewSchema>;

/**
 * What the operator API answers: the stored sections as they are (plain shapes, so a value written
 * before a rule tightened still reads back instead of failing the answer).
 */
export const siteSettingsViewSchemas = {
  flags: z.object({
    flags: z.record(z.string(), z.boolean()),
    modules: z.record(z.string(), z.boolean()),
    templates: z.record(z.string(), z.string()),
    webClip: z.boolean(),
  }),
  resources: z.object({
    resources: z.array(z.object({ resourceType: z.string(), url: z.string(), labelNameEn: z.string() })),
  }),
  customerService: z.object({
    customerService: z.array(z.object({ title: z.string(), csType: z.string(), url: z.string() })),
    social: z.record(z.string(), z.string()),
    chat: z.object({ url: z.string(), headerColor: z.string(), title: z.string() }).nullable(),
  }),
  maintenance: z.object({
    active: z.boolean(),
    windows: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
    message: z.record(z.string(), z.string()),
  }),
  region: z.object({ blockedCountries: z.array(z.string()), allowedIps: z.array(z.string()) }),
  auth: z.object({
    methods: z.record(z.string(), z.boolean()),
    recovery: z.object({ email: z.boolean(), phone: z.boolean() }),
    captchaKind: z.string(),
    captchaAfterFailures: z.number(),
    addressCaptchaAfterFailures: z.number(),
    lockAfterFailures: z.number(),
    addressLockAfterFailures: z.number(),
    lockMinutes: z.number(),
    singleSession: z.boolean(),
    sessionMinutes: z.number(),
    rememberMinutes: z.number(),
    registerCaptcha: z.boolean(),
    termsPreticked: z.boolean(),
    registerFields: z.object({
      username: z.record(z.string(), z.string()),
      mobile: z.record(z.string(), z.string()),
    }),
  }),
  cashier: cashierSettingsViewSchema,
  feedback: feedbackSettingsSchema,
  signIn: siteSignInViewSchema,
} as const;

/** How a registration field shows on the register form. */
export const REGISTER_FIELD_MODES = ['required', 'optional', 'hidden'] as const;
export type RegisterFieldMode = (typeof REGISTER_FIELD_MODES)[number];

/** Fields a registration kind cannot do without: they stay required. */
export const LOCKED_REGISTER_FIELDS: Record<RegisterKind, readonly RegisterRuleField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'password', 'confirmPassword', 'verificationCode'],
};

const fieldModes = z.partialRecord(z.enum(REGISTER_RULE_FIELDS), z.enum(REGISTER_FIELD_MODES));
const failures = (max: number) => z.number().int().min(1).max(max);
const THRESHOLD_PAIRS = [
  ['captchaAfterFailures', 'lockAfterFailures'],
  ['addressCaptchaAfterFailures', 'addressLockAfterFailures'],
] as const;

/**
 * Login and registration: the methods offered (the registration and social-login white-label flags,
 * SMS login), recovery, captcha and lock thresholds, session lengths and the register form's field rules.
 */
export const siteAuthSchema = z
  .object({
    methods: z.object({
      username: z.boolean(),
      mobile: z.boolean(),
      mobileVerification: z.boolean(),
      smsLogin: z.boolean(),
    }),
    recovery: z.object({ email: z.boolean(), phone: z.boolean() }),
    captchaKind: z.enum(CAPTCHA_KINDS),
    /** Failed logins of one account before a captcha is asked; the lock must come later. */
    captchaAfterFailures: failures(50),
    addressCaptchaAfterFailures: failures(500),
    lockAfterFailures: failures(100),
    addressLockAfterFailures: failures(1_000),
    lockMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    singleSession: z.boolean(),
    sessionMinutes: z
      .number()
      .int()
      .min(5)
      .max(30 * 24 * 60),
    rememberMinutes: z
      .number()
      .int()
      .min(60)
      .max(90 * 24 * 60),
    registerCaptcha: z.boolean(),
    /**
     * The register form's terms and age box starts ticked (the spec); false for markets that forbid
     * pre-ticked consent. Left out: unchanged.
     */
    termsPreticked: z.boolean().optional(),
    /** Per registration kind, how each field of its form shows. */
    registerFields: z.object({ username: fieldModes, mobile: fieldModes }),
  })
  .superRefine((value, context) => {
    for (const [captcha, lock] of THRESHOLD_PAIRS) {
      if (value[lock] <= value[captcha]) {
        context.addIssue({ code: 'custom', path: [lock], message: 'The lock must come after the captcha' });
      }
    }
    for (const kind of REGISTER_KINDS) {
      for (const field of LOCKED_REGISTER_FIELDS[kind]) {
        const mode = value.registerFields[kind][field];
        if (mode && mode !== 'required') {
          context.addIssue({
            code: 'custom',
            path: ['registerFields', kind, field],
            message: 'This field is always required',
          });
        }
      }
    }
  });
export type SiteAuthSettings = z.infer<typeof siteAuthSchema>;
