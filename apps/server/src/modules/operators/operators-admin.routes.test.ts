import type { AuditEntryView, Operator } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, OPERATOR_PASSWORD, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('operator API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.session,
      headers,
      remoteAddress: nextAddress(),
      payload: { username, password },
    });

  it('logs an operator in with a token that names the operator, and out again', async () => {
    const session = await operatorSession(t.app, 'editor');
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await adminCall<Ok<Operator>>(t.app, session.token, 'GET', ADMIN_PATHS.session);
    expect(me.body.value).toMatchObject({ role: 'editor', merchantCode: 'LUCKYNOVA' });
    expect((await adminCall(t.app, session.token, 'DELETE', ADMIN_PATHS.session)).status).toBe(200);
    const after = await adminCall<Failure>(t.app, session.token, 'GET', ADMIN_PATHS.session);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('session.ended');
  });

  it('signs a finance operator in and out, and keeps them out of content', async () => {
    const finance = await operatorSession(t.app, 'finance');
    const me = await adminCall<Ok<Operator>>(t.app, finance.token, 'GET', ADMIN_PATHS.session);
    expect(me.body.value.role).toBe('finance');
    const content = await adminCall<Failure>(t.app, finance.token, 'GET', ADMIN_PATHS.help);
    expect(content.status).toBe(403);
    expect(content.body.code).toBe('permission.denied');
    expect((await adminCall(t.app, finance.token, 'DELETE', ADMIN_PATHS.session)).status).toBe(200);
  });

  it('gives one answer for an unknown name and a wrong password', async () => {
    const session = await operatorSession(t.app, 'reviewer');
    const wrong = await login(session.operator.username, 'not-the-password');
    const unknown = await login('nobody-here', OPERATOR_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect((wrong.json() as Failure).code).toBe('operator.login.failed');
  });

  it('refuses a member token, no token, and an operator of another merchant', async () => {
    expect((await t.app.inject({ method: 'GET', url: ADMIN_PATHS.session })).statusCode).toBe(401);
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const elsewhere = await adminCall<Failure>(t.app, reef.token, 'GET', ADMIN_PATHS.session);
    expect(elsewhere.status).toBe(401);
    const home = await adminCall<Ok<Operator>>(t.app, reef.token, 'GET', ADMIN_PATHS.session, undefined, {
      merchant: 'GOLDREEF',
    });
    expect(home.body.value.merchantCode).toBe('GOLDREEF');
  });

  it('lets only admins create operators and read the audit log, which records each creation', async () => {
    const editor = await operatorSession(t.app, 'editor');
    const admin = await operatorSession(t.app, 'admin');
    const body = { username: 'content.lead', password: 'a-long-password-1', role: 'editor' };
    const refused = await adminCall<Failure>(t.app, editor.token, 'POST', ADMIN_PATHS.operators, body);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission.denied');
    const created = await adminCall<Ok<Operator>>(t.app, admin.token, 'POST', ADMIN_PATHS.operators, body);
    expect(created.body.value).toMatchObject({ username: 'content.lead', role: 'editor' });
    const again = await adminCall<Failure>(t.app, admin.token, 'POST', ADMIN_PATHS.operators, {
      ...body,
      username: 'Content.Lead',
    });
    expect(again.status).toBe(409);
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin.token, 'GET', `${ADMIN_PATHS.audit}?limit=5`);
    expect(log.body.value[0]).toMatchObject({
      action: 'operator.create',
      operatorId: admin.operator.id,
      detail: { username: 'content.lead', role: 'editor' },
    });
    expect(JSON.stringify(log.body.value)).not.toContain('a-long-password-1');
    expect((await adminCall(t.app, editor.token, 'GET', ADMIN_PATHS.audit)).status).toBe(403);
  });

  it("names the acting operator in the audit log, and no one for the system's entries", async () => {
    const admin = await operatorSession(t.app, 'admin');
    const body = { username: 'named.in.log', password: 'a-long-password-1', role: 'reviewer' };
    expect((await adminCall(t.app, admin.token, 'POST', ADMIN_PATHS.operators, body)).status).toBe(200);
    expect((await login('named.in.log', 'not-the-password')).statusCode).toBe(401);
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin.token, 'GET', `${ADMIN_PATHS.audit}?limit=2`);
    expect(log.body.value.map(({ action, operatorName }) => ({ action, operatorName }))).toEqual([
      { action: 'operator.login.fail', operatorName: null },
      { action: 'operator.create', operatorName: admin.operator.username },
    ]);
  });

  it('refuses a weak password, a bad role and a hostile name with the field named', async () => {
    const admin = await operatorSession(t.app, 'admin');
    for (const [body, field] of [
      [{ username: 'shorty', password: 'short', role: 'editor' }, 'password'],
      [{ username: 'boss', password: 'a-long-password-1', role: 'owner' }, 'role'],
      [{ username: "x'; drop table operators;--", password: 'a-long-password-1', role: 'editor' }, 'username'],
    ] as const) {
      const response = await adminCall<Failure>(t.app, admin.token, 'POST', ADMIN_PATHS.operators, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'request.invalid', field });
    }
  });
});
