import type { OperatorRole } from '@lobby/contract/admin/operators';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { operators } from '../schema/index';
import { DEFAULT_MERCHANT_CODE, SECOND_MERCHANT_CODE } from './merchants-data';

/** The demo sites' operators (README lists them); real sites create theirs with `npm run operator:create`. */
export const DEMO_OPERATOR_PASSWORD = 'Operator-2026!';
const DEMO_OPERATORS: { merchantCode: string; username: string; role: OperatorRole }[] = [
  { merchantCode: DEFAULT_MERCHANT_CODE, username: 'novaadmin', role: 'admin' },
  { merchantCode: DEFAULT_MERCHANT_CODE, username: 'novaeditor', role: 'editor' },
  { merchantCode: DEFAULT_MERCHANT_CODE, username: 'novareviewer', role: 'reviewer' },
  { merchantCode: DEFAULT_MERCHANT_CODE, username: 'novafinance', role: 'finance' },
  { merchantCode: SECOND_MERCHANT_CODE, username: 'reefadmin', role: 'admin' },
];

/** Add the demo operators that are missing (a password changed since is kept). */
export async function seedOperators(db: Db): Promise<void> {
  for (const operator of DEMO_OPERATORS) {
    const usernameKey = operator.username.toLowerCase();
    const [existing] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.merchantCode, operator.merchantCode), eq(operators.usernameKey, usernameKey)));
    if (existing) continue;
    await db
      .insert(operators)
      .values({ ...operator, usernameKey, passwordHash: await hashPassword(DEMO_OPERATOR_PASSWORD) })
      .onConflictDoNothing();
  }
}
