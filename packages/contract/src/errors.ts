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
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
