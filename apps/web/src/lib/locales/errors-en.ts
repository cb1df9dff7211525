import type { ErrorCode } from '@lobby/contract';

/**
 * What a failure says, one message per catalogue code (and `network` when no answer came). Not on
 * the first screen: loaded after it, with the account screens, and before any failure is thrown.
 */
export const errorsEn = {
  'errors.request.invalid': 'Some of the information sent is not valid.',
  'errors.request.malformed': 'The request could not be read.',
  'errors.request.too.large': 'The request is too large.',
  'errors.request.unsupported.media': 'This kind of content is not accepted.',
  'errors.route.not.found': 'This address does not exist.',
  'errors.resource.not.found': 'We could not find what you were looking for.',
  'errors.login.required': 'Please log in first.',
  'errors.permission.denied': 'Your account cannot use this feature.',
  'errors.rate.limited': 'Too many requests. Please wait a moment and try again.',
  'errors.system.maintenance': 'We are doing some maintenance. Please come back shortly.',
  'errors.system.error': 'Something went wrong on our side.',
  'errors.network': 'We could not reach the server. Check your connection.',
  'errors.request.encryption.required': 'This request must be sent securely. Please reload the page.',
  'errors.request.encryption.invalid': 'We could not read your secure request. Please try again.',
  'errors.session.ended': 'Your account was logged out or the session ended. Please log in again.',
  'errors.login.failed': 'Wrong ID or password.',
  'errors.login.captcha.required': 'Please enter the captcha code.',
  'errors.login.locked': 'Too many failed logins. Please try again later.',
  'errors.login.not.member': 'This is not a member account. Please use the agent login.',
  'errors.login.not.agent': 'This is not an agent account. Please use the member login.',
  'errors.account.disabled': 'The user does not exist or is disabled.',
  'errors.account.trial': 'Please login an actual account to use this function.',
  'errors.captcha.invalid': 'The captcha code is not correct.',
  'errors.verification.code.invalid': 'Verification code error.',
  'errors.username.exists': 'This username already exists.',
  'errors.mobile.exists': 'This mobile number is already registered.',
  'errors.affiliate.invalid': 'Invalid or wrong invitation code.',
  'errors.referrer.invalid': 'Referrer link error.',
  'errors.terms.not.accepted': 'Please read and accept the terms and conditions.',
  'errors.password.mismatch': 'The passwords do not match.',
  'errors.password.incorrect': 'Your current password is not correct.',
  'errors.modify.new.old.same': 'The new and old password must differ.',
  'errors.reset.link.invalid': 'This reset link is not valid or has expired. Please ask for a new one.',
  'errors.wallet.insufficient': 'Your balance is not enough for this.',
  'errors.game.not.found': 'This game is not available right now.',
  'errors.game.free.reject': 'No permission to play for free.',
  'errors.game.ticket.invalid': 'This game session has ended. Please open the game again.',
  'errors.round.conflict': 'This round was already played with a different bet.',
  'errors.region.restricted': 'Your IP or location is blocked.',
  'errors.content.unsafe': 'This content holds scripts or links that are not allowed.',
  'errors.upload.type.invalid': 'Only JPEG or PNG images can be uploaded.',
  'errors.upload.too.large': 'Each image may be at most 5 MB.',
  'errors.upload.too.many': 'At most 3 images can be uploaded.',
  'errors.reward.incomplete': 'Please fill in everything this promotion asks for.',
  'errors.reward.not.applicable': 'Rewards cannot be claimed for this promotion.',
  'errors.reward.already.reviewed': 'This application was already reviewed.',
  'errors.operator.login.failed': 'Wrong operator name or password.',
  'errors.contract.decided': 'This contract has already been answered.',
} satisfies Record<`errors.${ErrorCode | 'network'}`, string>;

export type ErrorMessages = Record<keyof typeof errorsEn, string>;
export type ErrorMessageKey = keyof ErrorMessages;
