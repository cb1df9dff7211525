/** Account constants of spec accounts §3–§9. */

/** Member types (spec accounts §4, §6): 0, 1, 2 real members; 4 guest/trial; 40, 41, 42 other roles. */
export const MEMBER_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
/** The type of a trial (free-play) account: a guest session. */
export const TRIAL_MEMBER_TYPE = 4;
/** Accounts of these types play on the member side; the others (41, 42) are agent-only accounts. */
export const PLAYER_MEMBER_TYPES = [0, 1, 2, 40] as const;

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Which login page a login comes from: the member site or the agent variant (/m/agent). */
export const LOGIN_PORTALS = ['member', 'agent'] as const;
export type LoginPortal = (typeof LOGIN_PORTALS)[number];

/** Login payload `type`. */
export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const REGISTER_METHODS = ['H5', 'APP', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** Registration by username or by mobile number (the popup's method tabs). */
export const REGISTER_KINDS = ['username', 'mobile'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/** Fields of the registration payload that the merchant's rules can switch on (spec §3, §5). */
export const REGISTER_RULE_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
] as const;
export type RegisterRuleField = (typeof REGISTER_RULE_FIELDS)[number];

/** Shared login-side rules (spec §5: loginUsername, loginPassword, loginMobileNum, verificationCode). */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 16;
export const USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9]*$';
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Letters and digits both; no spaces. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)\\S+$';
export const MOBILE_MIN = 6;
export const MOBILE_MAX = 20;
export const MOBILE_PATTERN = '^\\d+$';
export const SMS_CODE_MAX = 10;
export const SMS_CODE_LENGTH = 6;
export const CAPTCHA_MAX = 6;
export const EMAIL_MAX = 254;
/** Spec §5 e-mail recovery rule: word characters with optional dotted parts, @, domain, 2–3 letter suffix. */
export const EMAIL_PATTERN = '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$';
export const NICKNAME_MAX = 32;
/** Upper bound on any other free-text registration field. */
export const PROFILE_TEXT_MAX = 64;
export const BIRTHDAY_MIN_YEAR = 1900;
export const COUNTRY_DIALING_CODE_PATTERN = '^\\+\\d{1,4}$';

/** SMS code button: countdown default and tick (spec §4, §9). */
export const SMS_COUNTDOWN_S = 60;
export const SMS_TICK_MS = 500;

/** Notices and redirects (spec §9). */
export const NOTICE_MS = 1500;
export const CHANGE_PASSWORD_REDIRECT_MS = 1000;
export const EMAIL_SENT_BACK_MS = 1000;
export const SMS_SENT_NOTICE_MS = 1500;

/** The header that marks an encrypted (JWE) body, and the only algorithms accepted. */
export const ENCRYPTION_HEADER = 'encryption';
export const ENCRYPTION_SCHEME = 'JWE';
export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';

/** Captcha kinds a merchant chooses between. */
export const CAPTCHA_KINDS = ['math', 'letters'] as const;
export type CaptchaKind = (typeof CAPTCHA_KINDS)[number];

/** Why an SMS code is asked for; a code is only good for its purpose. */
export const SMS_PURPOSES = ['login', 'register', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** White-label flags of spec §6 that gate menus, registration and social login. */
export const WHITE_LABEL_FLAGS = {
  bettingRecord: 'TRANSBETREPMEM3',
  accountRecord: 'TRANSREC3',
  profitAndLoss: 'PERSREP',
  rewardCenter: 'REWCEN3',
  manualRebate: 'MANPLAYREB3',
  securityCenter: 'SECPRIV',
  chat: 'CBS3',
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  registerMobileVerification: 'REGMOBVERF3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  facebookLogin: 'FACEBOOKLOGIN3',
  googleLogin: 'GOOGLELOGIN3',
  /** The show-referral flag: the drawer's share entry (referral popup). */
  referral: 'REFERRAL3',
} as const;

/** Module ids sent for permissions (spec §6); testPlay sends FREEPLAY3. */
export const MODULE_IDS = ['FREEPLAY3', 'REWCEN3', 'COMM3', 'INBOX3', 'FEEDBACK3', 'PROFPIC3', 'AGEINFO3'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** Social sign-in providers. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
