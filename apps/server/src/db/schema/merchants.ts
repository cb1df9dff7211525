import type { CustomerServiceType, LinkResourceType, SocialNetwork, TemplateKey } from '@lobby/contract/site';
import type { FeedbackSettings } from '@lobby/contract/admin/feedback';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** White-label settings of a merchant (public parts feed GET /api/v1/site). */
export interface MerchantSettings {
  languages: string[];
  defaultLanguage: string;
  logoUrl: string;
  /** Feature flags of the white-label site; unknown keys are off. */
  flags: Record<string, boolean>;
  theme?: { primary: string; accent: string };
  /** The merchant wallet: the currency balances are kept in (ISO 4217); IDR when left out. */
  currency?: string;
  /** The IANA time zone the operator dashboard counts days in; UTC when left out. */
  timeZone?: string;
  /** Login, registration and recovery settings; missing keys take the defaults of site/auth-settings.ts. */
  auth?: Partial<MerchantAuthSettings>;
  /** Link resources (spec accounts §3): app downloads and social links, by resourceType. */
  resources?: LinkResourceSetting[];
  /** Customer-service entries in display order; the drawer opens the first. */
  customerService?: CustomerServiceSetting[];
  /** The social contact bar: only configured networks show. */
  social?: Partial<Record<SocialNetwork, string>>;
  /** Template switches (spec accounts §4): '1' is the new version. */
  templates?: Partial<Record<TemplateKey, '0' | '1'>>;
  /** Module permissions (spec accounts §6 module ids); unknown ids are off. */
  modules?: Record<string, boolean>;
  /** The app is offered as a web clip: the download page hides the configuration-profile option. */
  webClip?: boolean;
  /** Maintenance: switched on by hand, or by a scheduled window. */
  maintenance?: MaintenanceSetting;
  /** Countries (ISO 3166-1 alpha-2) whose visitors get the region-restricted page. */
  region?: RegionSetting;
  /** Operator sign-in rules: when twoFactorRequired, admins and finance sign in with a TOTP code. */
  operatorSecurity?: { twoFactorRequired: boolean };
  /** The live-chat service the chat launch points at; null or absent when the site has none. */
  chat?: ChatSetting | null;
  /** Deposit and withdrawal rules; missing keys take the defaults of cashier/cashier-settings.ts. */
  cashier?: Partial<CashierSettings>;
  /**
   * Responsible gaming: merchants of one operator that name the same group share self-exclusions
   * (a member matched by e-mail or mobile number is excluded on each of them).
   */
  responsibleGaming?: { group?: string | null };
  /** The feedback form: categories and word bounds; absent, the defaults of feedback/feedback-settings.ts. */
  feedback?: FeedbackSettings;
}

export interface LinkResourceSetting {
  resourceType: LinkResourceType;
  url: string;
  labelNameEn: string;
}

export interface CustomerServiceSetting {
  title: string;
  csType: CustomerServiceType;
  url: string;
}

export interface MaintenanceSetting {
  /** On now, whatever the windows say. */
  active: boolean;
  windows: { startsAt: string; endsAt: string }[];
  /** Shown on the maintenance page; per language. */
  message: Record<string, string>;
}

export interface RegionSetting {
  blockedCountries: string[];
  /** Addresses let through even from a blocked country (the operator's own office, testers). */
  allowedIps: string[];
}

export interface ChatSetting {
  /** The chat service's entry point; the launch call adds b2c, language, backUrl, headerColor, title, template. */
  url: string;
  headerColor: string;
  title: string;
}

/** The cashier's rules a merchant may set (MerchantSettings.cashier); missing keys take the defaults below. */
export interface CashierSettings {
  /** A pending deposit order expires after this many minutes. */
  depositExpiryMinutes: number;
  /** A credited deposit adds a turnover requirement of this many times its amount. */
  turnoverMultiplier: number;
  /** A member may cancel a pending withdrawal (off: UK RTS 14B forbids reversing a withdrawal to gamble it). */
  withdrawalCancelAllowed: boolean;
  /** A payout account's holder must equal the member's payeeName. */
  payeeNameMustMatch: boolean;
  payoutAccountsMax: number;
  /** Withdrawal requests per member per day (the merchant's day). */
  withdrawalDailyCount: number;
  /** The most a member may request per day, minor units; null: no cap. */
  withdrawalDailyAmountMinor: number | null;
  /** Wrong payment passwords in a row that lock it for paymentPasswordLockMinutes. */
  paymentPasswordMaxTries: number;
  paymentPasswordLockMinutes: number;
}

/** A registration field rule as the operator writes it, with messages per language. */
export interface RegisterRuleSetting {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern: string | null;
  min: number | null;
  max: number | null;
  messages: Record<string, { required: string; pattern: string; length: string }>;
}

/** An OpenID issuer whose ID tokens sign members in (Google, Facebook, Firebase). */
export interface IdentityIssuer {
  /** The audience the token must name (client id, app id or project id). */
  audience: string;
  /** The issuer the token must name (Google signs with either spelling of its own). */
  issuer: string | string[];
  jwksUrl: string;
}

export interface MerchantAuthSettings {
  smsLogin: boolean;
  recovery: { email: boolean; phone: boolean };
  captchaKind: 'math' | 'letters';
  /** Failed logins of one account after which a captcha is needed. */
  captchaAfterFailures: number;
  /**
   * Failed logins from one address after which everyone there needs a captcha: higher than the
   * account's, since many phones share one carrier address.
   */
  addressCaptchaAfterFailures: number;
  /** Failed logins of one account after which it is locked for lockMinutes. */
  lockAfterFailures: number;
  /** Failed logins from one address after which it is locked for lockMinutes. */
  addressLockAfterFailures: number;
  lockMinutes: number;
  /** A new login ends the member's other sessions ("account logged out or session ended"). */
  singleSession: boolean;
  /**
   * The member type a trial (free-play) account gets: the spec takes it from customerType. Only
   * types 0, 1 and 2 may enter free play; the guest type 4 is refused with free_reject.
   */
  trialMemberType: number;
  sessionMinutes: number;
  rememberMinutes: number;
  countryDialingCodes: string[];
  registerCaptcha: boolean;
  /** The register form's terms and age box starts ticked (spec); false where pre-ticked consent is not allowed. */
  termsPreticked: boolean;
  registerBannerUrl: string | null;
  registerRules: { username: RegisterRuleSetting[]; mobile: RegisterRuleSetting[] };
  social: {
    google: (IdentityIssuer & { clientId: string }) | null;
    /**
     * Classic Facebook Login (the web SDK gives an access token, not an ID token): the token is checked
     * through the Graph API (graphUrl, default the public one; tests point it at a stand-in).
     */
    facebook: { appId: string; graphUrl?: string } | null;
    firebase: FirebaseSettings | null;
  };
}

/**
 * Firebase phone sign-in: its switch beside its web config. A value the operator has not filled in yet
 * is ''; the site offers Firebase only when the switch is on and all four are there.
 */
export interface FirebaseSettings extends IdentityIssuer {
  enabled?: boolean;
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
}

/** One operator brand. Every other table is scoped by merchant_code. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Hosts (lower case, no port) that resolve to this merchant. */
  domains: text('domains').array().notNull().default([]),
  settings: jsonb('settings').$type<MerchantSettings>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
