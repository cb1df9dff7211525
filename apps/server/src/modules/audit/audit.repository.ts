import { and, desc, eq, getTableColumns, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema/index';
import type { DbOrTx } from '../../db/transaction';

/** Who made a change, from where: every admin service passes this down to its audit entry. */
export interface Actor {
  merchantCode: string;
  /** Null for the command line. */
  operatorId: number | null;
  ip: string;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
}

/** Write an audit row, in the caller's transaction so the change and its record land together. */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    merchantCode: actor.merchantCode,
    operatorId: actor.operatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? '' : String(entry.targetId),
    detail: entry.detail ?? {},
    ip: actor.ip,
  });
}

export function createAuditRepository(db: Db) {
  return {
    /** Newest first; `before` pages by id. With the acting operator's name (null for the system). */
    list(merchantCode: string, limit: number, before?: number) {
      return db
        .select({ ...getTableColumns(auditLog), operatorName: operators.username })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(and(eq(auditLog.merchantCode, merchantCode), before ? lt(auditLog.id, before) : undefined))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
