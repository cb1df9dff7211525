import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { banners, catalogueVersions } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import { DRIVERS, openTestDb, type TestDb } from '../../test/app';
import { createBannersRepository, type BannerRow } from '../banners/banners.repository';
import { createAuditRepository } from './audit.repository';
import { createAuditedWrites, UNPUBLISHED, type AuditedWrites } from './audited-write';

const MERCHANT = 'LUCKYNOVA';
const actor = { merchantCode: MERCHANT, operatorId: null, ip: 'test' };
const BANNER = {
  groupName: 'm_fish',
  title: 'Mechanism',
  imageUrl: '/media/x.webp',
  linkType: 'NONE' as const,
  sort: 0,
};

describe.each(DRIVERS)('audited writes, on %s', (driver) => {
  let testDb: TestDb;
  let db: Db;
  let audited: AuditedWrites;
  beforeAll(async () => {
    testDb = await openTestDb(driver);
    db = testDb.handle.db;
    audited = createAuditedWrites(db);
  });
  afterAll(() => testDb.drop());

  const newest = async () => (await createAuditRepository(db).list(MERCHANT, { limit: 1 }))[0];
  const version = async () =>
    (await db.select().from(catalogueVersions).where(eq(catalogueVersions.merchantCode, MERCHANT)))[0]?.version ?? 0;

  it('logs the standard entry of a kind of row and moves the content version with the change', async () => {
    const before = await version();
    const banner = audited.target('banner', { written: (row: BannerRow) => ({ title: row.title }) });
    const row = await banner.create(actor, (scope) => createBannersRepository(db).insert(scope, BANNER));
    expect(await newest()).toMatchObject({
      action: 'banner.create',
      targetType: 'banner',
      targetId: String(row.id),
      detail: { title: 'Mechanism' },
    });
    expect(await version()).toBe(before + 1);
  });

  it('keeps the fields an update changed, before and after, when it can read the row first', async () => {
    const repository = createBannersRepository(db);
    const banner = audited.target('banner', {
      written: (row: BannerRow) => ({ title: row.title, sort: row.sort, groupName: row.groupName }),
    });
    const row = await banner.create(actor, (scope) => repository.insert(scope, BANNER));
    const read = async ({ tx }: WriteScope) => (await tx.select().from(banners).where(eq(banners.id, row.id)))[0];
    await banner.update(
      actor,
      async ({ tx }) =>
        (await tx.update(banners).set({ title: 'Renamed', sort: 4 }).where(eq(banners.id, row.id)).returning())[0],
      read,
    );
    expect((await newest())?.detail).toEqual({
      before: { title: 'Mechanism', sort: 0 },
      after: { title: 'Renamed', sort: 4 },
    });
    // Without a reader the entry keeps the row as it is now, as before.
    await banner.update(actor, read);
    expect((await newest())?.detail).toEqual({ title: 'Renamed', sort: 4, groupName: 'm_fish' });
  });

  it('logs nothing and moves nothing when the change changed nothing', async () => {
    const [last, before] = [await newest(), await version()];
    expect(await audited.update(actor, 'banner', async () => undefined)).toBeUndefined();
    expect(await newest()).toEqual(last);
    expect(await version()).toBe(before);
  });

  it('leaves the content version alone for what no cache holds', async () => {
    const before = await version();
    await audited.write(
      actor,
      async () => 1,
      () => ({ action: 'operator.logout', targetType: 'operator' }),
      UNPUBLISHED,
    );
    expect(await newest()).toMatchObject({ action: 'operator.logout', targetId: '' });
    expect(await version()).toBe(before);
  });

  it('keeps neither the change nor its entry when the write fails', async () => {
    const [last, before] = [await newest(), await version()];
    const failing = audited.create(
      actor,
      'banner',
      (scope) => createBannersRepository(db).insert(scope, { ...BANNER, title: 'Rolled back' }),
      () => {
        throw new Error('detail failed');
      },
    );
    await expect(failing).rejects.toThrow('detail failed');
    expect(await db.select().from(banners).where(eq(banners.title, 'Rolled back'))).toEqual([]);
    expect(await newest()).toEqual(last);
    expect(await version()).toBe(before);
  });
});
