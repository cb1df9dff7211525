/** Account field bounds, codes and timings of spec accounts §3–§9, shared by login, registration and recovery. */

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
/** Codes a signed-in member asks for, sent only to the member's own mobile (no captcha: the session is the check). */
export const MEMBER_SMS_PURPOSES = ['paymentPassword'] as const;
/** Codes a signed-in member asks for to bind a new mobile number or e-mail address (sent to the new one). */
export const BIND_PURPOSES = ['bindMobile', 'bindEmail'] as const;
export type BindPurpose = (typeof BIND_PURPOSES)[number];
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export type MemberSmsPurpose = (typeof MEMBER_SMS_PURPOSES)[number];
