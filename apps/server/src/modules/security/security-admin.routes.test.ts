import type { AdminMemberSecurity } from '@lobby/contract/admin/security';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { TwoFactorSetup } from '@lobby/contract/security';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { totpCode } from '../../lib/totp';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, memberCall } from '../../test/cashier';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const securityOf = (id: number) => `${ADMIN_PATHS.members}/${id}/security`;
const twoFactorOf = (id: number) => `${ADMIN_PATHS.members}/${id}/two-factor`;

describe.each(DRIVERS)("operators and a member's security on %s", (driver) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof cashierMember>>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    member = await cashierMember(t);
    const setup = await memberCall<Ok<TwoFactorSetup>>(t, member, 'POST', API_PATHS.twoFactor);
    await memberCall(t, member, 'POST', API_PATHS.twoFactorConfirm, { code: totpCode(setup.body.value.secret) });
  });
  afterAll(() => t.close());
  const token = async (role: 'admin' | 'reviewer' | 'finance' | 'editor', merchant?: string) =>
    (await operatorSession(t.app, role, merchant)).token;

  it('shows readers the two-factor state and the sign-ins, editors nothing', async () => {
    const read = await adminCall<Ok<AdminMemberSecurity>>(t.app, await token('reviewer'), 'GET', securityOf(member.id));
    expect(read.body.value.twoFactor).toEqual({ on: true, recoveryCodesLeft: 10 });
    expect(read.body.value.logins[0]).toMatchObject({ method: 'password', result: 'success' });
    const editor = await adminCall<Failure>(t.app, await token('editor'), 'GET', securityOf(member.id));
    expect(editor.status).toBe(403);
  });

  it("never shows or resets another merchant's member", async () => {
    const foreign = await token('admin', 'GOLDREEF');
    const headers = { merchant: 'GOLDREEF' };
    const read = await adminCall<Failure>(t.app, foreign, 'GET', securityOf(member.id), undefined, headers);
    expect(read).toMatchObject({ status: 404, body: { code: 'resource.not.found' } });
    const reset = await adminCall<Failure>(t.app, foreign, 'DELETE', twoFactorOf(member.id), undefined, headers);
    expect(reset.status).toBe(404);
  });

  it('lets an admin (only) reset two-factor, audited', async () => {
    const reviewer = await adminCall<Failure>(t.app, await token('reviewer'), 'DELETE', twoFactorOf(member.id));
    expect(reviewer.status).toBe(403);
    const admin = await token('admin');
    expect((await adminCall(t.app, admin, 'DELETE', twoFactorOf(member.id))).status).toBe(200);
    const [row] = await t.db.handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'member.two-factor.reset'));
    expect(row?.n).toBe(1);
    await expect(t.app.memberTwoFactor.isOn(member.id)).resolves.toBe(false);
    const again = await adminCall<Failure>(t.app, admin, 'DELETE', twoFactorOf(member.id));
    expect(again.body.code).toBe('two.factor.off');
  });
});
