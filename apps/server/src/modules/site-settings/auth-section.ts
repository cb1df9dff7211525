import type { RegisterFieldMode, SiteAuthSettings } from '@lobby/contract/admin/site-settings';
import { REGISTER_KINDS, type RegisterKind } from '@lobby/contract/register';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import { DEFAULT_AUTH_SETTINGS } from '../site/auth-settings';
import type { MerchantAuthSettings, MerchantSettings, RegisterRuleSetting } from '../site/site.repository';

/** The white-label flags behind each login and registration method (social sign-in has its own section). */
const METHOD_FLAGS = {
  username: WHITE_LABEL_FLAGS.usernameRegister,
  mobile: WHITE_LABEL_FLAGS.mobileRegister,
  mobileVerification: WHITE_LABEL_FLAGS.registerMobileVerification,
} as const;

const authOf = (s: MerchantSettings): MerchantAuthSettings => ({ ...DEFAULT_AUTH_SETTINGS, ...s.auth });

function modeOf(rule: RegisterRuleSetting): RegisterFieldMode {
  if (!rule.enabled) return 'hidden';
  return rule.required ? 'required' : 'optional';
}

/** The login and registration settings as the operator sees them. */
export function authView(s: MerchantSettings): SiteAuthSettings & { termsPreticked: boolean } {
  const auth = authOf(s);
  const flags = s.flags ?? {};
  const methods = Object.fromEntries(
    Object.entries(METHOD_FLAGS).map(([method, flag]) => [method, flags[flag] === true]),
  ) as Omit<SiteAuthSettings['methods'], 'smsLogin'>;
  const fields = (kind: RegisterKind) =>
    Object.fromEntries(auth.registerRules[kind].map((rule) => [rule.field, modeOf(rule)]));
  return {
    methods: { ...methods, smsLogin: auth.smsLogin },
    recovery: { ...auth.recovery },
    captchaKind: auth.captchaKind,
    captchaAfterFailures: auth.captchaAfterFailures,
    addressCaptchaAfterFailures: auth.addressCaptchaAfterFailures,
    lockAfterFailures: auth.lockAfterFailures,
    addressLockAfterFailures: auth.addressLockAfterFailures,
    lockMinutes: auth.lockMinutes,
    singleSession: auth.singleSession,
    sessionMinutes: auth.sessionMinutes,
    rememberMinutes: auth.rememberMinutes,
    registerCaptcha: auth.registerCaptcha,
    termsPreticked: auth.termsPreticked,
    registerFields: { username: fields('username'), mobile: fields('mobile') },
  };
}

/**
 * The rules with the operator's modes applied; patterns, lengths and messages stay as they were. A field
 * the form does not have is refused rather than silently dropped.
 */
function applyModes(
  rules: RegisterRuleSetting[],
  modes: Partial<Record<string, RegisterFieldMode>>,
  kind: RegisterKind,
): RegisterRuleSetting[] {
  const unknown = Object.keys(modes).find((field) => !rules.some((rule) => rule.field === field));
  if (unknown) throw new ApiError('request.invalid', `The ${kind} form has no field ${unknown}`, 'registerFields');
  return rules.map((rule) => {
    const mode = modes[rule.field];
    return mode ? { ...rule, enabled: mode !== 'hidden', required: mode === 'required' } : rule;
  });
}

/** The keys an auth change writes: the method flags among the others, and the auth settings. */
export function authPatch(input: SiteAuthSettings, s: MerchantSettings): Partial<MerchantSettings> {
  const auth = authOf(s);
  const { methods, registerFields, termsPreticked, ...rest } = input;
  const flags = { ...s.flags };
  for (const [method, flag] of Object.entries(METHOD_FLAGS)) flags[flag] = methods[method as keyof typeof METHOD_FLAGS];
  const registerRules = Object.fromEntries(
    REGISTER_KINDS.map((kind) => [kind, applyModes(auth.registerRules[kind], registerFields[kind], kind)]),
  ) as MerchantAuthSettings['registerRules'];
  const terms = termsPreticked === undefined ? {} : { termsPreticked };
  return { flags, auth: { ...s.auth, ...rest, ...terms, smsLogin: methods.smsLogin, registerRules } };
}
