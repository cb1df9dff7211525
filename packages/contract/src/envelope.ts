import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** Success envelope `{ success: true, value }` around a response schema. */
export function ok<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const failureSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  /** The first failing input field, on validation failures. */
  field: z.string().optional(),
  /** Extra facts about the failure: a login that now needs a captcha, when a lock ends. */
  value: z
    .object({
      captcha: z.boolean().optional(),
      retryAfterSeconds: z.number().int().nonnegative().optional(),
      /** When a lock ends (ISO time): a payment password locked after too many wrong tries. */
      lockedUntil: z.string().optional(),
      /** Wrong tries left before a lock. */
      triesLeft: z.number().int().nonnegative().optional(),
      /** A login whose member has two-factor on: the token its code step sends back (POST /auth/login/code). */
      challenge: z.string().optional(),
      /** When a time-out or self-exclusion ends (ISO time; null: indefinite). */
      endsAt: z.string().nullable().optional(),
    })
    .optional(),
});
export type FailureValue = NonNullable<z.infer<typeof failureSchema>['value']>;
export type Failure = z.infer<typeof failureSchema>;

type Success<T> = { success: true; value: T };
export type Envelope<T> = Success<T> | Failure;
