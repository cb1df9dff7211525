/** `@lobby/contract/inhouse`: the in-house games' rules, stakes and return to player. */
export * from '../constants/inhouse';
export * from '../rules/inhouse-rtp';
