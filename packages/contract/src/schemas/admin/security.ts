import { z } from 'zod';
import { loginHistoryEntrySchema } from '../security';

/** What an operator sees of a member's security: two-factor on or off, and the latest sign-ins. */
export const adminMemberSecuritySchema = z.object({
  twoFactor: z.object({ on: z.boolean(), recoveryCodesLeft: z.number().int() }),
  logins: z.array(loginHistoryEntrySchema),
});
export type AdminMemberSecurity = z.infer<typeof adminMemberSecuritySchema>;
