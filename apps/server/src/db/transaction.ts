import type { Db } from './client';

/** A transaction handle: what `db.transaction` passes its callback. Repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Where an operator's write runs: its transaction, and the merchant whose rows it may touch. */
export interface WriteScope {
  tx: Tx;
  merchantCode: string;
}

/** Run `work` in one transaction: for code that makes several repositories write together (the audit mechanism). */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
