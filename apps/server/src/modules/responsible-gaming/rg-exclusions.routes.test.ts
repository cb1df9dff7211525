import type { AdminMemberRg } from '@lobby/contract/admin/responsible-gaming';
import type { Session } from '@lobby/contract/auth';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { RgOverview } from '@lobby/contract/responsible-gaming';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, merchants, promotions, rewardApplications } from '../../db/schema/index';
import { SLOT_NODE_ID } from '../../db/seed/inhouse';
import { sendEncrypted } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, LOGIN_PASSWORD, memberCall, readyToWithdraw, type CashierMember } from '../../test/cashier';
import { channelOf, postDeposit } from '../../test/deposits';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
/** A success or a failure: failures carry code, message and value.endsAt. */
type Answer<T> = { success: boolean; value: T & { endsAt?: string | null }; code?: string; message: string };
const DAY = 86_400_000;

describe.each(DRIVERS)('time-outs and self-exclusions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.app.responsibleGaming.clock.now = () => new Date();
  });
  const later = (ms: number) => {
    t.app.responsibleGaming.clock.now = () => new Date(Date.now() + ms);
  };
  const call = <T>(member: CashierMember, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    memberCall<Answer<T>>(t, member, method, url, body);
  const login = (member: CashierMember) =>
    sendEncrypted<Answer<Session>>(
      t.app,
      API_PATHS.login,
      { type: 'username', username: member.username, password: LOGIN_PASSWORD },
      { headers: { merchant: member.merchantCode } },
    );
  const launch = (member: CashierMember) => call(member, 'GET', `${API_PATHS.launch}?nodeId=${SLOT_NODE_ID}&mode=real`);
  const promotionId = async () => {
    const [row] = await t.db.handle.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.merchantCode, 'LUCKYNOVA'))
      .limit(1);
    if (!row) throw new Error('no promotion');
    return row.id;
  };

  it('a time-out refuses launch, bet, deposit and claims, and leaves balance, history and withdrawal open', async () => {
    const { member, ask } = await readyToWithdraw(t, 50_000);
    const ticketLaunch = await launch(member);
    expect(ticketLaunch.status).toBe(200);
    const taken = await call<RgOverview>(member, 'POST', API_PATHS.rgTimeOut, { duration: '1d' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.value.restriction).toMatchObject({ kind: 'time_out', duration: '1d' });

    const refused = await launch(member);
    expect([refused.status, refused.body.code]).toEqual([403, 'rg.time.out']);
    expect(refused.body.value?.endsAt).toBe(taken.body.value.restriction?.endsAt);
    const url = (ticketLaunch.body.value as { url: string }).url;
    const ticket = new URLSearchParams(url.split('#')[1]).get('ticket') ?? '';
    const bet = await t.app.inject({
      method: 'POST',
      url: API_PATHS.inhouseRounds,
      headers: { authorization: `Bearer ${ticket}` },
      payload: { engine: 'slot', roundId: crypto.randomUUID(), stakeMinor: 100 },
    });
    expect([bet.statusCode, bet.json().code]).toEqual([403, 'rg.time.out']);
    const bank = await channelOf(t.app, member.token, 'bank');
    const deposit = await postDeposit(t.app, member.token, {
      channelId: bank.id,
      amount: '20',
      sender: { name: 'Ana Lee' },
    });
    expect([deposit.status, deposit.body.code]).toEqual([403, 'rg.time.out']);
    const join = await call(member, 'POST', `${API_PATHS.promotions}/${await promotionId()}/join`);
    expect([join.status, join.body.code]).toEqual([403, 'rg.time.out']);

    expect((await call(member, 'GET', API_PATHS.wallet)).status).toBe(200);
    const [from, to] = [new Date(Date.now() - DAY).toISOString(), new Date(Date.now() + DAY).toISOString()];
    const history = await call(member, 'GET', `${API_PATHS.transactions}?from=${from}&to=${to}`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect((await ask('60')).status).toBe(200);
    expect((await login(member)).status).toBe(200);

    later(DAY + 60_000);
    expect((await launch(member)).status).toBe(200);
  });

  it('a self-exclusion ends the sessions, refuses sign-in with its end date and forfeits pending claims', async () => {
    const member = await cashierMember(t);
    const [claim] = await t.db.handle.db
      .insert(rewardApplications)
      .values({
        merchantCode: 'LUCKYNOVA',
        memberId: member.id,
        promotionId: await promotionId(),
        requestKey: 'rg-claim',
      })
      .returning();
    const unconfirmed = await call(member, 'POST', API_PATHS.rgSelfExclusion, { duration: '6m' });
    expect([unconfirmed.status, unconfirmed.body.code]).toEqual([400, 'request.invalid']);

    const excluded = await call<{ endsAt: string }>(member, 'POST', API_PATHS.rgSelfExclusion, {
      duration: '6m',
      confirm: true,
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const endsAt = excluded.body.value.endsAt;
    expect(new Date(endsAt).getTime() - Date.now()).toBeGreaterThan(180 * DAY);
    expect((await call(member, 'GET', API_PATHS.wallet)).status).toBe(401);
    const refused = await login(member);
    expect([refused.status, refused.body.code, refused.body.value?.endsAt]).toEqual([403, 'rg.self.excluded', endsAt]);
    expect(refused.body.message).toContain(endsAt.slice(0, 10));
    const [forfeited] = await t.db.handle.db
      .select()
      .from(rewardApplications)
      .where(eq(rewardApplications.id, claim!.id));
    expect(forfeited?.status).toBe('rejected');

    // After its term: sign-in again, but no play until the member asks and 24 more hours pass.
    later(190 * DAY);
    const back = await login(member);
    expect(back.status).toBe(200);
    const again = { ...member, token: back.body.value.token };
    expect((await launch(again)).body.code).toBe('rg.self.excluded');
    const asked = await call<RgOverview>(again, 'POST', API_PATHS.rgResume);
    expect(asked.body.value.restriction).toMatchObject({ resumeRequested: true, canRequestResume: false });
    expect((await launch(again)).body.code).toBe('rg.self.excluded');
    later(191 * DAY + 60_000);
    expect((await launch(again)).status).toBe(200);
  });

  it('shows the operator the exclusions and their history read-only, to the right roles and merchant only', async () => {
    const member = await cashierMember(t);
    await call(member, 'PUT', API_PATHS.rgLimits, { kind: 'loss', period: 'day', amount: '10' });
    await call(member, 'POST', API_PATHS.rgSelfExclusion, { duration: 'indefinite', confirm: true });
    const url = `${ADMIN_PATHS.members}/${member.id}/responsible-gaming`;
    const admin = await operatorSession(t.app, 'admin');
    const view = await adminCall<Ok<AdminMemberRg>>(t.app, admin.token, 'GET', url);
    expect(view.status).toBe(200);
    expect(view.body.value.exclusions).toEqual([
      expect.objectContaining({ kind: 'self_exclusion', duration: 'indefinite', endsAt: null, active: true }),
    ]);
    expect(view.body.value.events.map((event) => event.action)).toEqual(['self-exclusion.start', 'limit.set']);
    for (const role of ['reviewer', 'finance'] as const) {
      expect((await adminCall(t.app, (await operatorSession(t.app, role)).token, 'GET', url)).status).toBe(200);
    }
    expect((await adminCall(t.app, (await operatorSession(t.app, 'editor')).token, 'GET', url)).status).toBe(403);
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    expect((await adminCall(t.app, reef.token, 'GET', url, undefined, { merchant: 'GOLDREEF' })).status).toBe(404);
    // No route lifts it: an operator's write on the member's exclusions does not exist.
    for (const method of ['DELETE', 'PUT', 'POST'] as const) {
      expect((await adminCall(t.app, admin.token, method, url, {})).status).toBe(404);
    }
    expect((await login(member)).body.code).toBe('rg.self.excluded');
  });

  it('covers every merchant of a group, matched by verified e-mail or mobile number', async () => {
    const db = t.db.handle.db;
    await db
      .update(merchants)
      .set({ settings: sql`jsonb_set(${merchants.settings}, '{responsibleGaming}', '{"group":"NOVA-GROUP"}')` })
      .where(sql`${merchants.code} in ('LUCKYNOVA', 'GOLDREEF')`);
    t.app.site.clear();
    const nova = await cashierMember(t);
    const reef = await cashierMember(t, { merchantCode: 'GOLDREEF' });
    const stranger = await cashierMember(t, { merchantCode: 'GOLDREEF' });
    const email = `same${nova.id}@example.com`;
    await db
      .update(members)
      .set({ email, emailVerifiedAt: new Date() })
      .where(sql`${members.id} in (${nova.id}, ${reef.id})`);
    // The same address typed but never proven with a code matches nobody.
    await db
      .update(members)
      .set({ email })
      .where(sql`${members.id} = ${stranger.id}`);
    await call(nova, 'POST', API_PATHS.rgSelfExclusion, { duration: '1y', confirm: true });

    expect((await login(reef)).body.code).toBe('rg.self.excluded');
    expect((await launch(reef)).body.code).toBe('rg.self.excluded');
    expect((await login(stranger)).status).toBe(200);
    await db
      .update(merchants)
      .set({ settings: sql`${merchants.settings} - 'responsibleGaming'` })
      .where(sql`${merchants.code} in ('LUCKYNOVA', 'GOLDREEF')`);
  });
});
