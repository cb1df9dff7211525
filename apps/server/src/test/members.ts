// Test helpers for the members' operator API.
import type { AdminMembersPage } from '@lobby/contract/admin/members';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { App } from '../app';
import { adminCall } from './operators';

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
