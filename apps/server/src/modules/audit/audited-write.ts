import type { Db } from '../../db/client';
import { inTransaction, type WriteScope } from '../../db/transaction';
import { recordAudit, type Actor, type AuditEntry } from './audit.repository';
import { bumpContentVersion } from '../catalogue/catalogue.repository';

/** A change, run in the write's scope; undefined from an update or removal means nothing changed. */
type Change<R> = (scope: WriteScope) => Promise<R>;
/** What the log keeps of a changed row besides its id. */
type DetailOf<T> = (row: T) => Record<string, unknown>;
/** A row the log can name. */
type Identified = { id: number | string };

export interface WriteOptions {
  /**
   * A change to published content or settings (the default) moves the merchant's content version, so
   * every server drops its cached reads. False for what no cache holds: operators, members' data.
   */
  published?: boolean;
}

/** An update that can say what the row was: the log then keeps the fields that changed, before and after. */
export interface UpdateOptions<T> extends WriteOptions {
  /** Reads the row as it stands, in the change's transaction just before it (lock it there if races matter). */
  before?: Change<T | undefined>;
}

/** The fields whose values differ, as they were and as they are now. */
export function changedFields(was: Record<string, unknown>, now: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, was[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, now[key] ?? null])),
  };
}

/** For writes of what no cache holds (operators, members' data): audited, the content version left alone. */
export const UNPUBLISHED: WriteOptions = { published: false };

/**
 * Every operator write goes through here: the change, its audit row and the content-version move
 * land together or not at all, so the log never names a change that did not happen. Repositories
 * only persist; the admin services say what to log.
 */
export function createAuditedWrites(db: Db) {
  /** Any change; `entryOf` says what to log of its result (undefined: nothing changed, nothing logged). */
  function write<R>(
    actor: Actor,
    change: Change<R>,
    entryOf: (result: R) => AuditEntry | undefined,
    { published = true }: WriteOptions = {},
  ): Promise<R> {
    return inTransaction(db, async (tx) => {
      const result = await change({ tx, merchantCode: actor.merchantCode });
      const entry = entryOf(result);
      if (entry) {
        await recordAudit(tx, actor, entry);
        if (published) await bumpContentVersion(tx, actor.merchantCode);
      }
      return result;
    });
  }

  /** The standard entry: action `<targetType>.<verb>`, naming the row the change returned. */
  const standard =
    (verb: string) =>
    <R extends Identified | undefined>(
      actor: Actor,
      targetType: string,
      change: Change<R>,
      detailOf?: DetailOf<NonNullable<R>>,
      options?: WriteOptions,
    ): Promise<R> =>
      write(
        actor,
        change,
        (row) =>
          row === undefined
            ? undefined
            : { action: `${targetType}.${verb}`, targetType, targetId: row.id, detail: detailOf?.(row) },
        options,
      );

  /** `<targetType>.create`, for the new row. */
  const create = standard('create');
  /**
   * `<targetType>.update`, for the changed row; nothing is logged when the change returns undefined. With
   * `before`, the detail is the fields that changed, `{ before, after }`; without, the row's detail as now.
   */
  function update<R extends Identified | undefined>(
    actor: Actor,
    targetType: string,
    change: Change<R>,
    detailOf?: DetailOf<NonNullable<R>>,
    { before, ...options }: UpdateOptions<NonNullable<R>> = {},
  ): Promise<R> {
    let was: NonNullable<R> | undefined;
    const detail = (row: NonNullable<R>) =>
      detailOf && was !== undefined ? changedFields(detailOf(was), detailOf(row)) : detailOf?.(row);
    return write(
      actor,
      async (scope) => {
        if (before) was = await before(scope);
        return change(scope);
      },
      (row) =>
        row === undefined || row === null
          ? undefined
          : { action: `${targetType}.update`, targetType, targetId: row.id, detail: detail(row) },
      options,
    );
  }
  /** `<targetType>.delete` (the log's verb), for the removed row; nothing is logged when it returns undefined. */
  const remove = standard('delete');

  /** The standard writes of one kind of row, what the log keeps of it said once. */
  function target<Row extends Identified, Gone extends Identified = Identified>(
    targetType: string,
    detail: { written?: DetailOf<Row>; removed?: DetailOf<Gone> } = {},
  ) {
    return {
      create: <R extends Row | undefined>(actor: Actor, change: Change<R>) =>
        create(actor, targetType, change, detail.written),
      update: <R extends Row | undefined>(actor: Actor, change: Change<R>, before?: Change<Row | undefined>) =>
        update(actor, targetType, change, detail.written, { before: before as Change<NonNullable<R> | undefined> }),
      remove: <R extends Gone | undefined>(actor: Actor, change: Change<R>) =>
        remove(actor, targetType, change, detail.removed),
    };
  }

  return {
    write,
    create,
    update,
    remove,
    target,
    /** An audit row on its own, for an event that changes nothing else (a failed sign-in). */
    record: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}
export type AuditedWrites = ReturnType<typeof createAuditedWrites>;
