/**
 * The error catalogue: every failure the API returns carries one of these codes.
 * The HTTP status is fixed per code; the web maps each code to a message key `errors.<code>`.
 */
export const ERROR_STATUS = {
  'request.invalid': 400,
  'request.malformed': 400,
  'request.too.large': 413,
  'request.unsupported.media': 415,
  'route.not.found': 404,
  'resource.not.found': 404,
  'login.required': 401,
  'permission.denied': 403,
  'rate.limited': 429,
  'system.maintenance': 503,
  'system.error': 500,
  'request.encryption.required': 400,
  'request.encryption.invalid': 400,
  'session.ended': 401,
  'login.failed': 401,
  'login.captcha.required': 400,
  'login.locked': 429,
  'login.not.member': 403,
  'login.not.agent': 403,
  'account.disabled': 403,
  'account.trial': 403,
  'captcha.invalid': 400,
  'verification.code.invalid': 400,
  'username.exists': 409,
  'mobile.exists': 409,
  'affiliate.invalid': 400,
  'referrer.invalid': 400,
  'terms.not.accepted': 400,
  'password.mismatch': 400,
  'password.incorrect': 400,
  'modify.new.old.same': 400,
  'reset.link.invalid': 400,
  'wallet.insufficient': 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Default English messages; the screen shows its own translation of the code. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  'request.invalid': 'Some of the information sent is not valid.',
  'request.malformed': 'The request could not be read.',
  'request.too.large': 'The request is too large.',
  'request.unsupported.media': 'This kind of content is not accepted.',
  'route.not.found': 'The requested url does not exist.',
  'resource.not.found': 'Not found.',
  'login.required': 'Not logged in, please login first.',
  'permission.denied': 'Your account lacks permission or the feature is unavailable.',
  'rate.limited': 'Too many requests, please try again shortly.',
  'system.maintenance': 'The platform is under maintenance.',
  'system.error': 'Unknown or system error.',
  'request.encryption.required': 'This request must be encrypted.',
  'request.encryption.invalid': 'The encrypted request could not be read.',
  'session.ended': 'Your account was logged out or the session ended, please log in again.',
  'login.failed': 'Wrong ID or password.',
  'login.captcha.required': 'Please enter the captcha code.',
  'login.locked': 'Too many failed logins. Please try again later.',
  'login.not.member': 'This is not a member account. Please use the agent login.',
  'login.not.agent': 'This is not an agent account.',
  'account.disabled': 'The user does not exist or is disabled.',
  'account.trial': 'Please login an actual account to use this function.',
  'captcha.invalid': 'The captcha code is not correct.',
  'verification.code.invalid': 'Verification code error.',
  'username.exists': 'The username already exists.',
  'mobile.exists': 'This mobile number is already registered.',
  'affiliate.invalid': 'Invalid or wrong invitation code.',
  'referrer.invalid': 'Referrer link error.',
  'terms.not.accepted': 'Please accept the terms and conditions.',
  'password.mismatch': 'The passwords do not match.',
  'password.incorrect': 'The current password is not correct.',
  'modify.new.old.same': 'The new and old password must differ.',
  'reset.link.invalid': 'This reset link is not valid or has expired.',
  'wallet.insufficient': 'The balance is not enough for this.',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
