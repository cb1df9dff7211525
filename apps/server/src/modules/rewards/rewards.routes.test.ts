import type { AdminRewardApplication, AdminRewardApplicationDetail } from '@lobby/contract/admin/rewards';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { Promotion } from '@lobby/contract/promotions';
import { REWARD_IMAGE_MAX_BYTES, type RewardApplication, type RewardApplicationsPage } from '@lobby/contract/rewards';
import type { Wallet } from '@lobby/contract/wallet';
import { count, eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, rewardApplicationImages, rewardApplications } from '../../db/schema/index';
import { loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { filesUnder, multipartBody, tinyImage, type FilePart } from '../../test/multipart';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
/** Either envelope, read loosely: a test looks at whichever side it expects. */
type Answer<T> = { success: boolean; value: T; code?: string; field?: string };
let keys = 0;
const newKey = () => `key-${Date.now().toString(36)}-${(keys += 1)}`;

describe.each(DRIVERS)('reward applications on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let png: Buffer;
  let jpeg: Buffer;
  /** Seeded promotions by their rule: both required, image only, remarks only, none, not applicable. */
  const promo: Record<'both' | 'image' | 'remarks' | 'none' | 'closed', number> = {
    both: 0,
    image: 0,
    remarks: 0,
    none: 0,
    closed: 0,
  };
  const uploads = () => join(t.dataDir, 'uploads');

  beforeAll(async () => {
    t = await createTestApp(driver);
    token = (await loginAs(t.app, 'player01', 'Play1234')).token;
    [png, jpeg] = await Promise.all([tinyImage('png'), tinyImage('jpeg')]);
    const list = (await getJson<Ok<Promotion[]>>(t.app, `${API_PATHS.promotions}?language=en`)).body.value;
    const find = (match: (p: Promotion) => boolean) => list.find(match)?.id ?? 0;
    promo.both = find((p) => p.applicable && p.imageRequired === 'Y' && p.remarkRequired === 'Y');
    promo.image = find((p) => p.applicable && p.imageRequired === 'Y' && p.remarkRequired === 'N');
    promo.remarks = find((p) => p.applicable && p.imageRequired === 'N' && p.remarkRequired === 'Y');
    promo.none = find((p) => p.applicable && p.imageRequired === 'N' && p.remarkRequired === 'N');
    promo.closed = find((p) => !p.applicable);
    for (const [rule, id] of Object.entries(promo)) expect(id, rule).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const apply = async (
    fields: Record<string, string>,
    files: FilePart[] = [],
    as: string | null = token,
  ): Promise<{ status: number; body: Answer<RewardApplication> }> => {
    const { payload, contentType } = multipartBody(fields, files);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.rewardApplications,
      headers: { 'content-type': contentType, ...(as ? { authorization: `Bearer ${as}` } : {}) },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const pngFile = (filename = 'slip.png'): FilePart => ({ filename, type: 'image/png', data: png });
  const rows = async () => {
    const [row] = await t.db.handle.db.select({ n: count() }).from(rewardApplications);
    const [images] = await t.db.handle.db.select({ n: count() }).from(rewardApplicationImages);
    return { applications: row?.n ?? 0, images: images?.n ?? 0, files: filesUnder(uploads()).length };
  };
  /** Each refusal: its status and code, and nothing stored (rows nor files). */
  const refused = async (
    fields: Record<string, string>,
    files: FilePart[],
    status: number,
    code: string,
    field?: string,
  ) => {
    const before = await rows();
    const { status: got, body } = await apply(fields, files);
    expect(got, JSON.stringify(body)).toBe(status);
    expect(body.code).toBe(code);
    if (field) expect(body.field).toBe(field);
    expect(await rows()).toEqual(before);
  };

  it('takes remarks and pictures (JPEG and PNG by content) and stores the files outside the web root', async () => {
    const before = await rows();
    const { status, body } = await apply(
      { promotionId: String(promo.both), remarks: 'Ticket 8841-22', requestKey: newKey() },
      [pngFile(), { filename: 'photo.jpg', type: 'image/jpeg', data: jpeg }],
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value).toMatchObject({ status: 'pending', remarks: 'Ticket 8841-22', imageCount: 2, reward: '0.00' });
    expect(body.value.promotionTitle).toBe('Parlay Insurance');
    const after = await rows();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.files).toBe(before.files + 2);
    for (const file of filesUnder(uploads())) expect(file).toMatch(/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.(png|jpg)$/);
  });

  it('refuses a renamed executable posing as a .png (415) and stores nothing', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);
    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(2048, 1)]);
    const fakePng = Buffer.concat([png.subarray(0, 8), Buffer.alloc(512, 7)]);
    const fields = { promotionId: String(promo.both), remarks: 'see slip', requestKey: newKey() };
    for (const data of [elf, pe, fakePng, Buffer.from('GIF89a......'), Buffer.alloc(0)]) {
      await refused(
        fields,
        [{ filename: 'slip.png', type: 'image/png', data }],
        415,
        'upload.type.invalid',
        'pictures',
      );
    }
    // One good picture does not carry a bad one.
    await refused(fields, [pngFile(), { filename: 'x.png', type: 'image/png', data: elf }], 415, 'upload.type.invalid');
  });

  it('refuses a 6 MB image (413), a fourth image and 141-character remarks (400), storing nothing', async () => {
    const fields = { promotionId: String(promo.both), remarks: 'ok', requestKey: newKey() };
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length, 0)]);
    await refused(fields, [{ filename: 'big.png', type: 'image/png', data: big }], 413, 'upload.too.large', 'pictures');
    const limit = Buffer.concat([png, Buffer.alloc(REWARD_IMAGE_MAX_BYTES + 1 - png.length, 0)]);
    await refused(fields, [{ filename: 'edge.png', type: 'image/png', data: limit }], 413, 'upload.too.large');
    await refused(fields, [pngFile(), pngFile(), pngFile(), pngFile()], 400, 'upload.too.many', 'pictures');
    await refused({ ...fields, remarks: 'x'.repeat(141) }, [pngFile()], 400, 'request.invalid', 'remarks');
    const exactly = await apply({ ...fields, remarks: 'x'.repeat(140), requestKey: newKey() }, [pngFile()]);
    expect(exactly.status).toBe(200);
  });

  it('applies the promotion rules: both, image only, remarks only (reward.incomplete), storing nothing', async () => {
    const key = () => newKey();
    await refused(
      { promotionId: String(promo.both), remarks: 'x', requestKey: key() },
      [],
      400,
      'reward.incomplete',
      'pictures',
    );
    await refused(
      { promotionId: String(promo.both), remarks: '   ', requestKey: key() },
      [pngFile()],
      400,
      'reward.incomplete',
      'remarks',
    );
    await refused({ promotionId: String(promo.image), requestKey: key() }, [], 400, 'reward.incomplete');
    await refused(
      { promotionId: String(promo.remarks), requestKey: key() },
      [pngFile()],
      400,
      'reward.incomplete',
      'remarks',
    );
    expect((await apply({ promotionId: String(promo.image), requestKey: key() }, [pngFile()])).status).toBe(200);
    expect(
      (await apply({ promotionId: String(promo.remarks), remarks: 'friend: ana99', requestKey: key() })).status,
    ).toBe(200);
    expect((await apply({ promotionId: String(promo.none), requestKey: key() })).status).toBe(200);
  });

  it('refuses a text field holding NUL or control characters (request.text.invalid), storing nothing', async () => {
    for (const remarks of ['slip a\u0000b', 'slip \u001b[2J']) {
      await refused(
        { promotionId: String(promo.remarks), remarks, requestKey: newKey() },
        [],
        400,
        'request.text.invalid',
        'remarks',
      );
    }
    await refused(
      { promotionId: String(promo.none), requestKey: `key\u0000${newKey()}` },
      [],
      400,
      'request.text.invalid',
      'requestKey',
    );
    // Tab and line breaks are text: a multi-line remark is taken.
    const lines = await apply({
      promotionId: String(promo.remarks),
      remarks: 'slip:\t8841\r\nbank: BCA',
      requestKey: newKey(),
    });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
  });

  it('refuses unknown promotions (404), closed ones (409), bad fields, visitors (401) and trial accounts (403)', async () => {
    await refused({ promotionId: '999999', remarks: 'x', requestKey: newKey() }, [], 404, 'resource.not.found');
    await refused({ promotionId: String(promo.closed), requestKey: newKey() }, [], 409, 'reward.not.applicable');
    await refused({ promotionId: 'abc', requestKey: newKey() }, [], 400, 'request.invalid', 'promotionId');
    await refused({ promotionId: String(promo.none) }, [], 400, 'request.invalid', 'requestKey');
    await refused(
      { promotionId: String(promo.none), requestKey: 'bad key!' },
      [],
      400,
      'request.invalid',
      'requestKey',
    );
    await refused(
      { promotionId: String(promo.none), requestKey: newKey() },
      [{ field: 'other', filename: 'a.png', type: 'image/png', data: png }],
      400,
      'request.invalid',
    );
    const visitor = await apply({ promotionId: String(promo.none), requestKey: newKey() }, [], null);
    expect(visitor.status).toBe(401);
    const trial = await sendJson<Ok<{ token: string }>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    const asTrial = await apply({ promotionId: String(promo.none), requestKey: newKey() }, [], trial.body.value.token);
    expect(asTrial.status).toBe(403);
    expect(asTrial.body.code).toBe('account.trial');
    const json = await sendJson<Failure>(t.app, 'POST', API_PATHS.rewardApplications, { promotionId: 1 }, token);
    expect(json.status).toBe(415);
  });

  it('makes one application of a double tap, even two identical requests at once', async () => {
    const before = await rows();
    const fields = { promotionId: String(promo.both), remarks: 'double tap', requestKey: newKey() };
    const [a, b] = await Promise.all([apply(fields, [pngFile()]), apply(fields, [pngFile()])]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.value.id).toBe(a.body.value.id);
    const again = await apply(fields, [pngFile(), pngFile()]);
    expect(again.body.value.id).toBe(a.body.value.id);
    expect(again.body.value.imageCount).toBe(1);
    const after = await rows();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.images).toBe(before.images + 1);
    expect(after.files).toBe(before.files + 1);
  });

  it("lists a member's own applications, newest first, and never another's", async () => {
    const other = await loginAs(t.app, 'player02', 'Play1234');
    const key = newKey();
    await apply({ promotionId: String(promo.none), requestKey: key }, [], other.token);
    const mine = await getJson<Ok<RewardApplicationsPage>>(t.app, API_PATHS.rewardApplications, {
      authorization: `Bearer ${token}`,
    });
    const theirs = await getJson<Ok<RewardApplicationsPage>>(t.app, API_PATHS.rewardApplications, {
      authorization: `Bearer ${other.token}`,
    });
    expect(theirs.body.value.list).toHaveLength(1);
    const theirId = theirs.body.value.list[0]?.id;
    expect(mine.body.value.list.map((a) => a.id)).not.toContain(theirId);
    const times = mine.body.value.list.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // The same request key from another member is that member's own application.
    const same = await apply({ promotionId: String(promo.none), requestKey: key });
    expect(same.body.value.id).not.toBe(theirId);
    expect((await getJson(t.app, API_PATHS.rewardApplications)).status).toBe(401);
  });

  it('lets a reviewer see the pictures, approve with a reward credited to the wallet, and only once', async () => {
    const member = await loginAs(t.app, 'player02', 'Play1234');
    const applied = await apply({ promotionId: String(promo.image), requestKey: newKey() }, [pngFile()], member.token);
    const id = applied.body.value.id;
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const queue = await adminCall<Ok<{ list: AdminRewardApplication[] }>>(
      t.app,
      reviewer,
      'GET',
      `${ADMIN_PATHS.rewardApplications}?status=pending`,
    );
    expect(queue.body.value.list.map((a) => a.id)).toContain(id);
    const detail = await adminCall<Ok<AdminRewardApplicationDetail>>(
      t.app,
      reviewer,
      'GET',
      `${ADMIN_PATHS.rewardApplications}/${id}`,
    );
    expect(detail.body.value).toMatchObject({ username: 'player02', status: 'pending', imageCount: 1 });
    const image = await t.app.inject({
      method: 'GET',
      url: detail.body.value.images[0]?.url ?? '',
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(png)).toBe(true);

    const wallet = async () =>
      (await getJson<Ok<Wallet>>(t.app, API_PATHS.wallet, { authorization: `Bearer ${member.token}` })).body.value
        .balanceMinor;
    const balance = await wallet();
    const review = (body: unknown, as = reviewer) =>
      adminCall<Answer<AdminRewardApplication>>(
        t.app,
        as,
        'POST',
        `${ADMIN_PATHS.rewardApplications}/${id}/review`,
        body,
      );
    const editor = (await operatorSession(t.app, 'editor')).token;
    expect((await review({ status: 'approved', rewardMinor: 1500 }, editor)).status).toBe(403);
    expect((await review({ status: 'rejected', rewardMinor: 1500 })).status).toBe(400);
    const approved = await review({ status: 'approved', rewardMinor: 1500, reviewNote: 'Checked, enjoy!' });
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'approved', rewardMinor: 1500 });
    expect(await wallet()).toBe(balance + 1500);
    const again = await review({ status: 'approved', rewardMinor: 1500 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('reward.already.reviewed');
    expect(await wallet()).toBe(balance + 1500);
    const ledger = await t.db.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `reward-application:${id}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'reward', amountMinor: 1500 });

    const admin = (await operatorSession(t.app, 'admin')).token;
    const audit = await adminCall<Ok<{ action: string; targetId: string }[]>>(t.app, admin, 'GET', ADMIN_PATHS.audit);
    expect(audit.body.value.filter((e) => e.targetId === String(id)).map((e) => e.action)).toContain(
      'rewardApplication.approve',
    );

    const seen = await getJson<Ok<RewardApplicationsPage>>(t.app, API_PATHS.rewardApplications, {
      authorization: `Bearer ${member.token}`,
    });
    expect(seen.body.value.list.find((a) => a.id === id)).toMatchObject({
      status: 'approved',
      reward: '15.00',
      reviewNote: 'Checked, enjoy!',
    });
  });

  it('rejects without money, and keeps other sites and members out of the review API', async () => {
    const applied = await apply({ promotionId: String(promo.none), requestKey: newKey() });
    const id = applied.body.value.id;
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const rejected = await adminCall<Ok<AdminRewardApplication>>(
      t.app,
      reviewer,
      'POST',
      `${ADMIN_PATHS.rewardApplications}/${id}/review`,
      { status: 'rejected', reviewNote: 'Not eligible' },
    );
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rewardMinor: 0 });
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const elsewhere = await adminCall(t.app, reef, 'GET', `${ADMIN_PATHS.rewardApplications}/${id}`, undefined, {
      merchant: 'GOLDREEF',
    });
    expect(elsewhere.status).toBe(404);
    const asMember = await t.app.inject({
      method: 'GET',
      url: ADMIN_PATHS.rewardApplications,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asMember.statusCode).toBe(401);
    const missing = await adminCall(t.app, reviewer, 'GET', `${ADMIN_PATHS.rewardApplications}/${id}/images/999999`);
    expect(missing.status).toBe(404);
  });
});
