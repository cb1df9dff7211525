import { and, asc, desc, eq, getTableColumns, gte, lt } from 'drizzle-orm';
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

/** Which entries: by who, what kind, which action and when (`from` inclusive, `to` exclusive); `before` pages. */
export interface AuditFilter {
  limit: number;
  before?: number;
  operatorId?: number;
  targetType?: string;
  action?: string;
  from?: string;
  to?: string;
}

export function createAuditRepository(db: Db) {
  return {
    /** Newest first; `before` pages by id. With the acting operator's name (null for the system). */
    list(merchantCode: string, filter: AuditFilter) {
      return db
        .select({ ...getTableColumns(auditLog), operatorName: operators.username })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(
          and(
            eq(auditLog.merchantCode, merchantCode),
            filter.before ? lt(auditLog.id, filter.before) : undefined,
            filter.operatorId ? eq(auditLog.operatorId, filter.operatorId) : undefined,
            filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
            filter.action ? eq(auditLog.action, filter.action) : undefined,
            filter.from ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
            filter.to ? lt(auditLog.createdAt, new Date(filter.to)) : undefined,
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },

    /** The kinds of entity and the actions this merchant's log holds, for the filter's choices. */
    async kinds(merchantCode: string): Promise<{ targetTypes: string[]; actions: string[] }> {
      const mine = eq(auditLog.merchantCode, merchantCode);
      const [types, actions] = await Promise.all([
        db.selectDistinct({ v: auditLog.targetType }).from(auditLog).where(mine).orderBy(asc(auditLog.targetType)),
        db.selectDistinct({ v: auditLog.action }).from(auditLog).where(mine).orderBy(asc(auditLog.action)),
      ]);
      return { targetTypes: types.map((r) => r.v), actions: actions.map((r) => r.v) };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
