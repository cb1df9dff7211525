import { z } from 'zod';
import { OPERATOR_ROLES } from '../../constants/operators';
import { captchaInput, captchaKeyInput } from '../fields';

/** Operator names: letters, digits, dot, dash and underscore. */
const operatorUsernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9._-]+$/, 'Only letters, digits, dot, dash and underscore');
/** Operators guard every site's content: at least 12 characters. */
const operatorPasswordSchema = z.string().min(12).max(128);
const operatorRoleSchema = z.enum(OPERATOR_ROLES);

/** After a few failures (per name or per address) the captcha of GET /api/v1/captcha is needed too. */
export const operatorLoginRequestSchema = z.object({
  username: operatorUsernameSchema,
  password: z.string().min(1).max(128),
  captcha: captchaInput.optional(),
  captchaKey: captchaKeyInput.optional(),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

export const operatorSchema = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  username: z.string(),
  role: operatorRoleSchema,
  /** TOTP two-factor sign-in is on (enrolled and confirmed). */
  twoFactor: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  operator: operatorSchema,
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const operatorCreateRequestSchema = z.object({
  username: operatorUsernameSchema,
  password: operatorPasswordSchema,
  role: operatorRoleSchema,
});

const instantInput = z.iso.datetime({ offset: true });
/** A kind of entity or an action as the log names them (`announcement`, `operator.update`). */
const auditNameInput = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9._-]+$/i);

/** Newest first, paged by `before` (an entry id); filters narrow it by who, what kind, which action and when. */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).optional(),
  operatorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  targetType: auditNameInput.optional(),
  action: auditNameInput.optional(),
  /** Inclusive lower bound of the entry's time. */
  from: instantInput.optional(),
  /** Exclusive upper bound of the entry's time. */
  to: instantInput.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The kinds of entity and the actions this merchant's log holds: the filter's choices. */
export const auditKindsSchema = z.object({ targetTypes: z.array(z.string()), actions: z.array(z.string()) });
export type AuditKinds = z.infer<typeof auditKindsSchema>;

const auditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  /** The acting operator's name; null for the system (failed sign-ins, the command line). */
  operatorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export const auditListSchema = z.array(auditEntrySchema);
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** A numeric id in a path (`/admin/announcements/:id`). */
export const idParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
