import { z } from 'zod';
import { OPERATOR_ROLES } from '../../constants/operators';
import { operatorSchema, operatorSessionSchema } from './operators';

const operatorRoleSchema = z.enum(OPERATOR_ROLES);

/** An operator as the Operators section lists them. */
export const operatorAccountSchema = operatorSchema.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const OPERATOR_SORTS = ['username', 'role', 'createdAt'] as const;
export const OPERATOR_STATUSES = ['active', 'disabled'] as const;

export const operatorsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: z.enum(OPERATOR_SORTS).default('username'),
  order: z.enum(['asc', 'desc']).default('asc'),
  role: operatorRoleSchema.optional(),
  status: z.enum(OPERATOR_STATUSES).optional(),
  /** Part of a name. */
  q: z.string().trim().max(32).optional(),
});
export type OperatorsQuery = z.infer<typeof operatorsQuerySchema>;

export const operatorPageSchema = z.object({ list: z.array(operatorAccountSchema), totalCount: z.number().int() });
export type OperatorPage = z.infer<typeof operatorPageSchema>;

/** A change of role, or a disable / enable; at least one of them. */
export const operatorUpdateRequestSchema = z
  .object({ role: operatorRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, 'Nothing to change');
export type OperatorUpdateRequest = z.infer<typeof operatorUpdateRequestSchema>;

/** The merchant's operator security: when on, admins and finance must sign in with a TOTP code. */
export const operatorSecuritySchema = z.object({ twoFactorRequired: z.boolean() });
export type OperatorSecurity = z.infer<typeof operatorSecuritySchema>;

/** The roles the merchant setting makes two-factor sign-in required for. */
export const TWO_FACTOR_REQUIRED_ROLES = ['admin', 'finance'] as const;

/** A six-digit TOTP code. */
export const totpCodeInput = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Six digits');
const challengeInput = z.string().min(20).max(100);

/**
 * The password step when a code is still needed: no session yet, only a short-lived challenge. `code`: the
 * operator has two-factor sign-in; `enrol`: the merchant requires it and the operator must set it up first.
 */
export const operatorChallengeSchema = z.object({
  challenge: z.string(),
  next: z.enum(['code', 'enrol']),
  expiresAt: z.string(),
});
export type OperatorChallenge = z.infer<typeof operatorChallengeSchema>;

/** What the password step answers: a session, or a challenge for the second step. */
export const operatorLoginAnswerSchema = z.union([operatorSessionSchema, operatorChallengeSchema]);
export type OperatorLoginAnswer = z.infer<typeof operatorLoginAnswerSchema>;

export const operatorCodeRequestSchema = z.object({ challenge: challengeInput, code: totpCodeInput });
export type OperatorCodeRequest = z.infer<typeof operatorCodeRequestSchema>;
export const operatorChallengeEnrolRequestSchema = z.object({ challenge: challengeInput });
export const twoFactorConfirmRequestSchema = z.object({ code: totpCodeInput });
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequestSchema>;

/** A new TOTP secret, shown once: the only answer that ever carries it. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code (an SVG data URL). */
  qrDataUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
