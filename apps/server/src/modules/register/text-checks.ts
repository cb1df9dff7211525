import { BIRTHDAY_MIN_YEAR } from '@lobby/contract/core';
import type { RegisterRule } from '@lobby/contract/register';
import { invalid } from './field-rules';

/** The youngest a member may be (spec texts say 18 or 21; docs/decisions/055-minimum-age.md). */
export const MINIMUM_AGE = 18;

/**
 * Free text the site stores and shows again (names, handles, codes): letters of any script, digits,
 * spaces and `. _ - @ + / :`. Markup, quotes, semicolons and other symbols are refused, not escaped.
 */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} ._@+\-/:]*$/u;
/** A host name or bracketed IPv6 address, optionally with a port (registerUrl, domain). */
const HOST_NAME = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]*)(:\d{1,5})?$/;
const PLAIN_TEXT_MESSAGE = 'Use letters, digits, spaces and . _ - @ + / : only.';
const HOST_NAME_MESSAGE = 'Not a valid host name.';

/** Refuse the first text field that is not plain text, with its rule's message when it has one. */
export function checkPlainText(
  values: Record<string, string | undefined>,
  rules: readonly RegisterRule[],
  hostFields: readonly string[],
): void {
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (hostFields.includes(field)) {
      if (!HOST_NAME.test(value)) throw invalid(field, HOST_NAME_MESSAGE);
      continue;
    }
    if (!PLAIN_TEXT.test(value)) {
      const rule = rules.find((candidate) => candidate.field === field);
      throw invalid(field, rule?.messages.pattern ?? PLAIN_TEXT_MESSAGE);
    }
  }
}

/** A real date from 1900-01-01 to today (UTC) of someone at least MINIMUM_AGE years old. */
export function checkBirthday(value: string, rule: RegisterRule | undefined, today = new Date()): void {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (!real || year < BIRTHDAY_MIN_YEAR || date.getTime() > now) {
    throw invalid('birthday', rule?.messages.pattern ?? 'Not a valid date.');
  }
  if (Date.UTC(year + MINIMUM_AGE, month - 1, day) > now) {
    throw invalid('birthday', `You must be at least ${MINIMUM_AGE} years old.`);
  }
}
