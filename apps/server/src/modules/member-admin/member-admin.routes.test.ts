import type { AdminMember, AdminMemberSession, AdminMembersPage } from '@lobby/contract/admin/members';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts';
import { DRIVERS, type TestApp } from '../../test/app';
import { listMembers, memberCallStatus, memberIdOf, membersTestApp } from '../../test/members';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const M = ADMIN_PATHS.members;

describe.each(DRIVERS)('members operator API on %s', (driver) => {
  let t: TestApp, admin: string, reviewer: string, finance: string, editor: string;
  beforeAll(async () => {
    ({ t, admin, reviewer, finance, editor } = await membersTestApp(driver));
  });
  afterAll(() => t.close());

  const list = (token: string, query: string) => listMembers(t.app, token, query);
  const names = (page: { body: Ok<AdminMembersPage> }) => page.body.value.list.map((row) => row.username);

  it('searches by part of the username, the mobile number, the e-mail and an exact id', async () => {
    expect(names(await list(reviewer, 'q=layer0'))).toEqual(expect.arrayContaining(['player01', 'player02']));
    expect(names(await list(reviewer, 'q=81234567890'))).toEqual(['demo']);
    expect(names(await list(reviewer, 'q=DEMO%40example'))).toEqual(['demo']);
    const id = await memberIdOf(t.app, reviewer, 'agent01');
    expect(names(await list(reviewer, `q=${id}`))).toContain('agent01');
    // Wildcards match literally.
    expect((await list(reviewer, 'q=%25')).body.value.totalCount).toBe(0);
  });

  it('filters by status and kind, sorts on the server and pages with a total count', async () => {
    expect(names(await list(finance, 'status=disabled'))).toEqual(['closed01']);
    expect(names(await list(finance, 'kind=agent&sort=username&order=asc'))).toEqual(['agent01', 'teamlead']);
    // The seed's month of activity gives many players a balance: the order is checked, not who leads it.
    const balances = (await list(finance, 'sort=balance&order=desc&pageSize=50')).body.value.list.map((row) =>
      Number(row.balance),
    );
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const byBalance = (await list(finance, 'sort=balance&order=desc&pageSize=2')).body.value;
    expect(byBalance.totalPages).toBe(Math.ceil(byBalance.totalCount / 2));
    const second = (await list(finance, 'sort=balance&order=desc&pageSize=2&pageNo=2')).body.value;
    expect(second.pageNum).toBe(2);
    expect(second.list.map((row) => row.id)).not.toContain(byBalance.list[0]?.id);
  });

  it('refuses a bad filter with a catalogue code, and editors altogether', async () => {
    const bad = await adminCall<Failure>(t.app, admin, 'GET', `${M}?sort=password`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('request.invalid');
    const denied = await adminCall<Failure>(t.app, editor, 'GET', M);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('permission.denied');
    const id = await memberIdOf(t.app, admin, 'demo');
    expect((await adminCall(t.app, editor, 'GET', `${M}/${id}`)).status).toBe(403);
    expect((await adminCall(t.app, admin, 'GET', `${M}/abc`)).status).toBe(400);
    expect((await adminCall(t.app, admin, 'GET', `${M}/999999`)).status).toBe(404);
  });

  it("shows a member's profile: account fields, kind, status, rank and balance", async () => {
    const id = await memberIdOf(t.app, reviewer, 'demo');
    const { body } = await adminCall<Ok<AdminMember>>(t.app, reviewer, 'GET', `${M}/${id}`);
    expect(body.value).toMatchObject({
      id,
      username: 'demo',
      kind: 'player',
      status: 'active',
      email: 'demo@example.com',
      countryDialingCode: '+62',
      balance: '1000.00',
      trial: false,
    });
    expect(body.value).toHaveProperty('rank');
    expect(body.value.registerMethod).toBeTruthy();
  });

  it("shows another merchant's operator nothing of this one", async () => {
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const headers = { merchant: 'GOLDREEF' };
    const theirs = await adminCall<Ok<AdminMembersPage>>(t.app, reef, 'GET', `${M}?pageSize=100`, undefined, headers);
    const theirNames = theirs.body.value.list.map((row) => row.username);
    expect(theirNames).toContain('reefer');
    for (const ours of ['demo', 'player01', 'agent01', 'closed01']) expect(theirNames).not.toContain(ours);
    const ourNames = names(await list(finance, 'pageSize=100&q=reefer'));
    expect(ourNames).not.toContain('reefer');
    const id = await memberIdOf(t.app, admin, 'demo');
    for (const path of ['', '/ledger', '/sessions', '/notes', '/rounds', '/reward-applications']) {
      expect((await adminCall(t.app, reef, 'GET', `${M}/${id}${path}`, undefined, headers)).status).toBe(404);
    }
    const moved = await adminCall(
      t.app,
      reef,
      'POST',
      `${M}/${id}/adjustments`,
      {
        direction: 'credit',
        amount: '5',
        reason: 'cross-site',
        idempotencyKey: 'cross-site-1',
      },
      headers,
    );
    expect(moved.status).toBe(404);
    const disabled = await adminCall(t.app, reef, 'PUT', `${M}/${id}/status`, { status: 'disabled' }, headers);
    expect(disabled.status).toBe(404);
    // A LUCKYNOVA token on GOLDREEF's site is no session at all.
    expect((await adminCall(t.app, admin, 'GET', M, undefined, headers)).status).toBe(401);
  });

  it('refuses a disabled member at their very next request, not only at the next login', async () => {
    const member = await loginAs(t.app, 'player03', 'Play1234');
    expect((await memberCallStatus(t.app, member.token)).status).toBe(200); // the session is now cached
    const id = await memberIdOf(t.app, admin, 'player03');
    expect((await adminCall(t.app, reviewer, 'PUT', `${M}/${id}/status`, { status: 'disabled' })).status).toBe(403);
    expect((await adminCall(t.app, finance, 'PUT', `${M}/${id}/status`, { status: 'disabled' })).status).toBe(403);
    expect((await adminCall(t.app, admin, 'PUT', `${M}/${id}/status`, { status: 'disabled' })).status).toBe(200);
    expect((await memberCallStatus(t.app, member.token)).status).toBe(401);
    await expect(loginAs(t.app, 'player03', 'Play1234')).rejects.toThrow(/403/);
    const sessions = await adminCall<Ok<AdminMemberSession[]>>(t.app, admin, 'GET', `${M}/${id}/sessions`);
    expect(sessions.body.value.every((session) => !session.live && session.revokeReason === 'disabled')).toBe(true);
    expect((await adminCall(t.app, admin, 'PUT', `${M}/${id}/status`, { status: 'active' })).status).toBe(200);
    const again = await loginAs(t.app, 'player03', 'Play1234');
    expect((await memberCallStatus(t.app, again.token)).status).toBe(200);
  });

  it('lists sessions with device and address, and ends one or all at once', async () => {
    const id = await memberIdOf(t.app, admin, 'player01');
    const first = await loginAs(t.app, 'player01', 'Play1234');
    const second = await loginAs(t.app, 'player01', 'Play1234');
    await memberCallStatus(t.app, first.token);
    const listed = (await adminCall<Ok<AdminMemberSession[]>>(t.app, reviewer, 'GET', `${M}/${id}/sessions`)).body
      .value;
    const live = listed.filter((session) => session.live);
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live[0]).toMatchObject({ ip: expect.any(String), userAgent: expect.any(String), revokedAt: null });
    expect((await adminCall(t.app, reviewer, 'DELETE', `${M}/${id}/sessions`)).status).toBe(403);
    // The newest is the second login.
    const one = await adminCall<Ok<{ revoked: number }>>(t.app, admin, 'DELETE', `${M}/${id}/sessions/${live[0]?.id}`);
    expect(one.body.value.revoked).toBe(1);
    expect((await memberCallStatus(t.app, second.token)).status).toBe(401);
    expect((await memberCallStatus(t.app, first.token)).status).toBe(200);
    const all = await adminCall<Ok<{ revoked: number }>>(t.app, admin, 'DELETE', `${M}/${id}/sessions`);
    expect(all.body.value.revoked).toBeGreaterThanOrEqual(1);
    expect((await memberCallStatus(t.app, first.token)).status).toBe(401);
  });
});
