import type { AdminRewardApplication } from '@lobby/contract/admin/rewards';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, promotions, rewardApplications } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
type Page = { list: AdminRewardApplication[]; pageNum: number; totalPages: number; totalCount: number };

describe.each(DRIVERS)('reward review queue on %s', (driver) => {
  let t: TestApp;
  let reviewer: string;
  const ids: number[] = [];

  /** Five applications of player03, one a day, the newest today; the second oldest already rejected. */
  beforeAll(async () => {
    t = await createTestApp(driver);
    reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const db = t.db.handle.db;
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, 'LUCKYNOVA'), eq(members.usernameKey, 'player03')));
    const [promotion] = await db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.merchantCode, 'LUCKYNOVA'))
      .limit(1);
    for (let day = 4; day >= 0; day--) {
      const [row] = await db
        .insert(rewardApplications)
        .values({
          merchantCode: 'LUCKYNOVA',
          memberId: member!.id,
          promotionId: promotion!.id,
          requestKey: `queue-${day}`,
          status: day === 3 ? 'rejected' : 'pending',
          createdAt: sql`now() + make_interval(days => ${1000 - day}::int)`,
        })
        .returning({ id: rewardApplications.id });
      ids.push(row!.id);
    }
  });
  afterAll(() => t.close());

  const queue = async (query: string, token = reviewer, headers: Record<string, string> = {}) => {
    const response = await adminCall<Ok<Page>>(
      t.app,
      token,
      'GET',
      `${ADMIN_PATHS.rewardApplications}?${query}`,
      undefined,
      headers,
    );
    expect(response.status).toBe(200);
    return response.body.value;
  };

  it('lists newest first by default, oldest first on request, filtered by status and paged', async () => {
    const newest = await queue('pageSize=2');
    expect(newest.list.map((a) => a.id)).toEqual([ids[4], ids[3]]);
    expect(newest.totalCount).toBeGreaterThanOrEqual(5);
    const second = await queue('pageSize=2&pageNo=2');
    expect(second.list.map((a) => a.id)).toEqual([ids[2], ids[1]]);
    const pending = await queue('status=pending&pageSize=3');
    expect(pending.list.map((a) => a.id)).toEqual([ids[4], ids[3], ids[2]].filter((id) => id !== ids[1]));
    expect(pending.list.every((a) => a.status === 'pending')).toBe(true);
    const rejected = await queue('status=rejected');
    expect(rejected.list.map((a) => a.id)).toContain(ids[1]);
    const oldest = await queue('status=pending&sort=oldest&pageSize=50');
    const times = oldest.list.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('refuses a bad filter and a rejection without a reason, and changes nothing', async () => {
    for (const query of ['status=lost', 'sort=random', 'pageSize=0']) {
      const bad = await adminCall<Failure>(t.app, reviewer, 'GET', `${ADMIN_PATHS.rewardApplications}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.code).toBe('request.invalid');
    }
    const id = ids[0]!;
    for (const body of [{ status: 'rejected' }, { status: 'rejected', reviewNote: '   ' }]) {
      const refused = await adminCall<Failure>(
        t.app,
        reviewer,
        'POST',
        `${ADMIN_PATHS.rewardApplications}/${id}/review`,
        body,
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid', field: 'reviewNote' });
    }
    const [row] = await t.db.handle.db.select().from(rewardApplications).where(eq(rewardApplications.id, id));
    expect(row?.status).toBe('pending');
  });

  it('keeps editors and finance out, and shows another merchant nothing of this one', async () => {
    for (const role of ['editor', 'finance'] as const) {
      const session = await operatorSession(t.app, role);
      const refused = await adminCall<Failure>(t.app, session.token, 'GET', ADMIN_PATHS.rewardApplications);
      expect(refused.status).toBe(403);
    }
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const theirs = await queue('pageSize=50', reef.token, { merchant: 'GOLDREEF' });
    expect(theirs.list.map((a) => a.id)).not.toContain(ids[4]);
    const one = await adminCall<Failure>(
      t.app,
      reef.token,
      'GET',
      `${ADMIN_PATHS.rewardApplications}/${ids[4]}`,
      undefined,
      {
        merchant: 'GOLDREEF',
      },
    );
    expect(one.status).toBe(404);
  });
});
