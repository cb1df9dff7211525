import type { AuditEntryView, AuditKinds, OperatorAccount, OperatorPage } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, enrolTwoFactor, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
/** A success or a failure, read in the test's terms. */
type Answer<T> = { value: T; code: string };
const REEF = { merchant: 'GOLDREEF' };

describe.each(DRIVERS)('operator accounts and the audit filters on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const session = await operatorSession(t.app, 'admin');
    [admin, adminId] = [session.token, session.operator.id];
  });
  afterAll(() => t.close());

  const patch = (id: number, body: object, token = admin) =>
    adminCall<Answer<OperatorAccount>>(t.app, token, 'PATCH', `${ADMIN_PATHS.operators}/${id}`, body);
  const page = (query: string, token = admin, headers: Record<string, string> = {}) =>
    adminCall<Answer<OperatorPage>>(t.app, token, 'GET', `${ADMIN_PATHS.operators}?${query}`, undefined, headers);

  it("lists this merchant's operators paged, sorted and filtered, to admins only", async () => {
    await operatorSession(t.app, 'reviewer');
    await operatorSession(t.app, 'reviewer');
    const reviewers = await page('role=reviewer&sort=username&order=desc&limit=1');
    expect(reviewers.body.value.totalCount).toBeGreaterThanOrEqual(2);
    expect(reviewers.body.value.list).toHaveLength(1);
    const all = await page('role=reviewer&sort=username&order=desc&limit=50');
    const names = all.body.value.list.map((o) => o.username.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(all.body.value.list.every((o) => o.merchantCode === 'LUCKYNOVA' && o.role === 'reviewer')).toBe(true);
    expect((await page('q=reviewer&status=disabled')).body.value.list.every((o) => o.disabled)).toBe(true);
    expect((await page('sort=password')).status).toBe(400);
    const editor = await operatorSession(t.app, 'editor');
    expect((await page('', editor.token)).body.code).toBe('permission.denied');
  });

  it('changes a role and keeps what changed, before and after, in the audit log', async () => {
    const { operator } = await operatorSession(t.app, 'reviewer');
    const changed = await patch(operator.id, { role: 'finance' });
    expect(changed.body.value).toMatchObject({ id: operator.id, role: 'finance', disabled: false });
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({
      action: 'operator.update',
      targetId: String(operator.id),
      detail: { before: { role: 'reviewer' }, after: { role: 'finance' } },
    });
  });

  it('disables an operator, ending their sessions at once, and enables them again', async () => {
    const victim = await operatorSession(t.app, 'editor');
    expect((await patch(victim.operator.id, { disabled: true })).body.value.disabled).toBe(true);
    const after = await adminCall<Failure>(t.app, victim.token, 'GET', ADMIN_PATHS.session);
    expect(after.status).toBe(401);
    expect((await patch(victim.operator.id, { disabled: false })).body.value.disabled).toBe(false);
    // The old session stays ended: enabling is not un-revoking.
    expect((await adminCall(t.app, victim.token, 'GET', ADMIN_PATHS.session)).status).toBe(401);
  });

  it("refuses changing oneself, leaving no active admin, another merchant's operator and bad input", async () => {
    expect((await patch(adminId, { role: 'editor' })).body.code).toBe('operator.self');
    expect((await patch(adminId, { disabled: true })).status).toBe(409);
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    // GOLDREEF's only other admins are seeded ones; its own admin may not touch a LUCKYNOVA operator.
    const theirs = await adminCall<Failure>(
      t.app,
      reef.token,
      'PATCH',
      `${ADMIN_PATHS.operators}/${adminId}`,
      { role: 'editor' },
      REEF,
    );
    expect(theirs.status).toBe(404);
    const listed = await page('limit=200', reef.token, REEF);
    expect(listed.body.value.list.every((o) => o.merchantCode === 'GOLDREEF')).toBe(true);
    for (const body of [{}, { role: 'owner' }, { disabled: 'yes' }]) {
      const bad = await patch(adminId, body);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('request.invalid');
    }
    expect((await patch(2_000_000, { role: 'editor' })).status).toBe(404);
  });

  it('keeps the last active admin: two admins cannot demote each other to none', async () => {
    const [a, b] = [
      await operatorSession(t.app, 'admin', 'GOLDREEF'),
      await operatorSession(t.app, 'admin', 'GOLDREEF'),
    ];
    const others = (await page('role=admin&status=active&limit=200', a.token, REEF)).body.value.list.filter(
      (o) => o.id !== a.operator.id && o.id !== b.operator.id,
    );
    for (const other of others)
      await adminCall(t.app, a.token, 'PATCH', `${ADMIN_PATHS.operators}/${other.id}`, { role: 'editor' }, REEF);
    const [ab, ba] = await Promise.all([
      adminCall<Failure>(
        t.app,
        a.token,
        'PATCH',
        `${ADMIN_PATHS.operators}/${b.operator.id}`,
        { disabled: true },
        REEF,
      ),
      adminCall<Failure>(
        t.app,
        b.token,
        'PATCH',
        `${ADMIN_PATHS.operators}/${a.operator.id}`,
        { disabled: true },
        REEF,
      ),
    ]);
    const statuses = [ab.status, ba.status].sort();
    // One wins; the other is refused as the last admin (or as signed out, if the winner's change ended it first).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const admins = (await page('role=admin&status=active', statuses[0] === ab.status ? a.token : b.token, REEF)).body
      .value;
    expect(admins.totalCount).toBeGreaterThanOrEqual(1);
  });

  it("resets another operator's two-factor, audited, and never one's own", async () => {
    const other = await operatorSession(t.app, 'finance');
    await enrolTwoFactor(t.app, other.token);
    const reset = await adminCall<Ok<OperatorAccount>>(
      t.app,
      admin,
      'DELETE',
      `${ADMIN_PATHS.operators}/${other.operator.id}/two-factor`,
    );
    expect(reset.body.value.twoFactor).toBe(false);
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({
      action: 'operator.two-factor.reset',
      targetId: String(other.operator.id),
    });
    const self = await adminCall<Failure>(t.app, admin, 'DELETE', `${ADMIN_PATHS.operators}/${adminId}/two-factor`);
    expect(self.body.code).toBe('operator.self');
  });

  it('keeps the two-factor setting, to admins only', async () => {
    const read = await adminCall<Ok<{ twoFactorRequired: boolean }>>(t.app, admin, 'GET', ADMIN_PATHS.operatorSecurity);
    expect(read.body.value.twoFactorRequired).toBe(false);
    const finance = await operatorSession(t.app, 'finance');
    expect(
      (await adminCall(t.app, finance.token, 'PUT', ADMIN_PATHS.operatorSecurity, { twoFactorRequired: true })).status,
    ).toBe(403);
    expect(
      (await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.operatorSecurity, { twoFactorRequired: 'on' })).status,
    ).toBe(400);
  });

  it('filters the audit log by operator, kind, action and time, paging with before, for this merchant only', async () => {
    const actor = await operatorSession(t.app, 'admin');
    const { operator } = await operatorSession(t.app, 'reviewer');
    await patch(operator.id, { role: 'editor' }, actor.token);
    await patch(operator.id, { role: 'reviewer' }, actor.token);
    const list = (query: string, token = admin, headers: Record<string, string> = {}) =>
      adminCall<Answer<AuditEntryView[]>>(t.app, token, 'GET', `${ADMIN_PATHS.audit}?${query}`, undefined, headers);
    const mine = (await list(`operatorId=${actor.operator.id}&targetType=operator&action=operator.update`)).body.value;
    expect(mine.map((e) => e.detail.after)).toEqual([{ role: 'reviewer' }, { role: 'editor' }]);
    const older = (await list(`operatorId=${actor.operator.id}&action=operator.update&before=${mine[0]?.id}`)).body
      .value;
    expect(older.map((e) => e.id)).toEqual([mine[1]?.id]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list(`from=${encodeURIComponent(future)}`)).body.value).toEqual([]);
    expect((await list(`to=${encodeURIComponent(future)}&operatorId=${actor.operator.id}`)).body.value).toHaveLength(3);
    expect((await list('from=yesterday')).body.code).toBe('request.invalid');
    const kinds = await adminCall<Ok<AuditKinds>>(t.app, admin, 'GET', ADMIN_PATHS.auditKinds);
    expect(kinds.body.value.targetTypes).toContain('operator');
    expect(kinds.body.value.actions).toContain('operator.update');
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    expect((await list(`operatorId=${actor.operator.id}`, reef.token, REEF)).body.value).toEqual([]);
  });
});
