// Test helpers for the members' operator API.
import type { AdminAdjustment, AdminMembersPage } from '@lobby/contract/admin/members';
import type { OperatorRole } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { App } from '../app';
import { createTestApp, type Driver, type TestApp } from './app';
import { adminCall, operatorSession } from './operators';

type Ok<T> = { success: true; value: T };

/** A member's id, found through the operator search (exact username). */
export async function memberIdOf(app: App, token: string, username: string): Promise<number> {
  const { body } = await adminCall<Ok<AdminMembersPage>>(app, token, 'GET', `${ADMIN_PATHS.members}?q=${username}`);
  const found = body.value.list.find((row) => row.username === username);
  if (!found) throw new Error(`no member ${username}`);
  return found.id;
}

/** The status a member's own token gets from GET /members/me (200 while the session lives). */
export async function memberCallStatus(app: App, token: string): Promise<{ status: number; code?: string }> {
  const response = await app.inject({
    method: 'GET',
    url: API_PATHS.member,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, code: (response.json() as { code?: string }).code };
}

/** A fresh test app with an operator of each role signed in: the members' operator API tests' setup. */
export async function membersTestApp(driver: Driver): Promise<{ t: TestApp } & Record<OperatorRole, string>> {
  const t = await createTestApp(driver);
  const token = async (role: OperatorRole) => (await operatorSession(t.app, role)).token;
  return {
    t,
    admin: await token('admin'),
    reviewer: await token('reviewer'),
    finance: await token('finance'),
    editor: await token('editor'),
  };
}

/** One page of the members list, `query` being its filters, sort and paging. */
export function listMembers(app: App, token: string, query: string) {
  return adminCall<Ok<AdminMembersPage>>(app, token, 'GET', `${ADMIN_PATHS.members}?${query}`);
}

/** Credit or debit a member's balance by hand. */
export function adjustMember(app: App, token: string, id: number, body: object) {
  return adminCall<{ value: AdminAdjustment; code?: string }>(
    app,
    token,
    'POST',
    `${ADMIN_PATHS.members}/${id}/adjustments`,
    body,
  );
}
