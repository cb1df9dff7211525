import type { Db } from './client';

/** A transaction handle: what `db.transaction` passes its callback. Repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
