import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { recordAudit, type Actor, type AuditEntry } from './audit.repository';
import { bumpContentVersion } from '../catalogue/catalogue.repository';

/** What to audit of a change's result; undefined when nothing changed (an id not this merchant's). */
export type AuditOf<T> = (result: T) => AuditEntry | undefined;

/**
 * One operator write: the change, its audit row and the content-version move land together or not
 * at all, so the log never names a change that did not happen and every server drops stale reads.
 */
export function auditedWrite<T>(db: Db, actor: Actor, change: (tx: DbOrTx) => Promise<T>, auditOf: AuditOf<T>) {
  return db.transaction(async (tx): Promise<T> => {
    const result = await change(tx);
    const entry = auditOf(result);
    if (entry) {
      await recordAudit(tx, actor, entry);
      await bumpContentVersion(tx, actor.merchantCode);
    }
    return result;
  });
}
