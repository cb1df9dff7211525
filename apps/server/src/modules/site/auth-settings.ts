import type { AuthSettings } from '@lobby/contract/auth';
import { DEFAULT_LANGUAGE, type Language } from '@lobby/contract/core';
import { TRIAL_MEMBER_TYPE } from '@lobby/contract/members';
import {
  REGISTER_RULE_FIELDS,
  type RegisterKind,
  type RegisterRule,
  type RegisterSettings,
} from '@lobby/contract/register';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import type { IdentityIssuer, MerchantAuthSettings, RegisterRuleSetting } from './site.repository';
import type { Merchant } from './merchant-directory';
import { DEFAULT_REGISTER_RULES } from './register-rule-defaults';

export const DEFAULT_AUTH_SETTINGS: MerchantAuthSettings = {
  smsLogin: true,
  recovery: { email: true, phone: true },
  captchaKind: 'math',
  captchaAfterFailures: 3,
  addressCaptchaAfterFailures: 10,
  lockAfterFailures: 8,
  addressLockAfterFailures: 30,
  lockMinutes: 15,
  singleSession: false,
  trialMemberType: TRIAL_MEMBER_TYPE,
  sessionMinutes: 12 * 60,
  rememberMinutes: 30 * 24 * 60,
  countryDialingCodes: ['+62', '+60', '+63', '+66', '+84', '+65'],
  registerCaptcha: false,
  termsPreticked: true,
  registerBannerUrl: null,
  registerRules: DEFAULT_REGISTER_RULES,
  social: { google: null, facebook: null, firebase: null },
};

/** A merchant's login and registration settings, with defaults for what the operator left out. */
export function authSettingsOf(merchant: Merchant): MerchantAuthSettings {
  return { ...DEFAULT_AUTH_SETTINGS, ...merchant.settings.auth };
}

const flag = (merchant: Merchant, key: string) => merchant.settings.flags[key] === true;

export type FirebaseConfig = IdentityIssuer & { apiKey: string; authDomain: string; projectId: string; appId: string };

/** Firebase phone sign-in when the merchant switched it on and its web config is complete; else null. */
export function firebaseOf(settings: MerchantAuthSettings): FirebaseConfig | null {
  const firebase = settings.social.firebase;
  if (!firebase?.enabled) return null;
  const { apiKey, authDomain, projectId, appId } = firebase;
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  return { ...firebase, apiKey, authDomain, projectId, appId };
}

/** What the login and recovery popups may offer (no issuer URLs or thresholds). */
export function publicAuthSettings(merchant: Merchant): AuthSettings {
  const settings = authSettingsOf(merchant);
  const { google, facebook } = settings.social;
  const firebase = firebaseOf(settings);
  return {
    smsLogin: settings.smsLogin,
    recovery: settings.recovery,
    captchaKind: settings.captchaKind,
    countryDialingCodes: settings.countryDialingCodes,
    social: {
      google: google && flag(merchant, WHITE_LABEL_FLAGS.googleLogin) ? { clientId: google.clientId } : null,
      facebook: facebook && flag(merchant, WHITE_LABEL_FLAGS.facebookLogin) ? { appId: facebook.appId } : null,
      firebase: firebase
        ? {
            apiKey: firebase.apiKey,
            authDomain: firebase.authDomain,
            projectId: firebase.projectId,
            appId: firebase.appId,
          }
        : null,
    },
  };
}

/** The registration kinds a merchant allows (white-label flags USERNAMEREG3, MOBILENUMREG3). */
export function registerKinds(merchant: Merchant): RegisterKind[] {
  const kinds: RegisterKind[] = [];
  if (flag(merchant, WHITE_LABEL_FLAGS.usernameRegister)) kinds.push('username');
  if (flag(merchant, WHITE_LABEL_FLAGS.mobileRegister)) kinds.push('mobile');
  return kinds;
}

/** The rules of one registration kind in one language; the SMS code only when verification is on. */
export function registerRules(merchant: Merchant, kind: RegisterKind, language: Language): RegisterRule[] {
  const verify = flag(merchant, WHITE_LABEL_FLAGS.registerMobileVerification);
  return authSettingsOf(merchant)
    .registerRules[kind].filter((rule) => rule.field !== 'verificationCode' || verify)
    .flatMap((rule) => toRule(rule, language));
}

function toRule(setting: RegisterRuleSetting, language: Language): RegisterRule[] {
  const field = REGISTER_RULE_FIELDS.find((name) => name === setting.field);
  if (!field) return [];
  const messages =
    setting.messages[language] ?? setting.messages[DEFAULT_LANGUAGE] ?? Object.values(setting.messages)[0];
  if (!messages) return [];
  const { enabled, required, pattern, min, max } = setting;
  return [{ field, enabled, required, pattern, min, max, messages }];
}

/** Everything the register popup needs. */
export function registerSettings(merchant: Merchant, language: Language): RegisterSettings {
  const kinds = registerKinds(merchant);
  const settings = authSettingsOf(merchant);
  const mobileOnly = kinds.includes('mobile') && !kinds.includes('username');
  return {
    kinds,
    defaultKind: mobileOnly ? 'mobile' : 'username',
    mobileVerification: flag(merchant, WHITE_LABEL_FLAGS.registerMobileVerification),
    captcha: settings.registerCaptcha,
    bannerUrl: settings.registerBannerUrl,
    termsPreticked: settings.termsPreticked,
    rules: {
      username: registerRules(merchant, 'username', language),
      mobile: registerRules(merchant, 'mobile', language),
    },
  };
}
