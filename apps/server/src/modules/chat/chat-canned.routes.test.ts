import type { CannedReply } from '@lobby/contract/admin/chat';
import { CANNED_REPLIES_MAX } from '@lobby/contract/admin/chat';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const BASE = ADMIN_PATHS.chatCannedReplies;
const item = (id: number) => `${BASE}/${id}`;

describe.each(DRIVERS)('canned replies on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const call = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token = admin,
    headers: Record<string, string> = {},
  ) => adminCall<T>(t.app, token, method, url, body, headers);
  const list = async () => (await call<Ok<{ list: CannedReply[] }>>('GET', BASE)).body.value.list;

  it('lets an admin add, edit, reorder and delete replies, and the desk reads them in order', async () => {
    const seeded = await list();
    const made = await call<Ok<CannedReply>>('POST', BASE, { title: '  Bonus rules ', text: 'Line one\nLine two' });
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ title: 'Bonus rules', text: 'Line one\nLine two' });
    const id = made.body.value.id;
    expect((await list()).at(-1)?.id).toBe(id);

    const edited = await call<Ok<CannedReply>>('PUT', item(id), {
      title: 'Bonus terms',
      text: 'See the promotion page.',
    });
    expect(edited.body.value).toMatchObject({ id, title: 'Bonus terms', text: 'See the promotion page.' });

    const order = [id, ...seeded.map((reply) => reply.id).reverse()];
    const reordered = await call<Ok<{ list: CannedReply[] }>>('PUT', ADMIN_PATHS.chatCannedRepliesOrder, {
      ids: order,
    });
    expect(reordered.body.value.list.map((reply) => reply.id)).toEqual(order);
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const desk = await call<Ok<{ list: CannedReply[] }>>('GET', BASE, undefined, reviewer);
    expect(desk.body.value.list.map((reply) => reply.id)).toEqual(order);

    expect((await call('DELETE', item(id))).status).toBe(200);
    expect((await list()).map((reply) => reply.id)).toEqual(order.slice(1));
    expect((await call<Failure>('DELETE', item(id))).body.code).toBe('resource.not.found');
  });

  it('refuses bad input on the field and writes nothing', async () => {
    const before = await list();
    const taken = before[0]?.title ?? '';
    for (const [body, field] of [
      [{ title: '', text: 'x' }, 'title'],
      [{ title: 'x'.repeat(61), text: 'x' }, 'title'],
      [{ title: 'Two\nlines', text: 'x' }, 'title'],
      [{ title: 'Ok', text: '<script>alert(1)</script>' }, 'text'],
      [{ title: 'Ok', text: 'x'.repeat(1001) }, 'text'],
      [{ title: 'Ok' }, 'text'],
      [{ title: taken, text: 'A second reply of the same title' }, 'title'],
    ] as const) {
      const refused = await call<Failure>('POST', BASE, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid', field });
    }
    const other = before[1];
    if (!other) throw new Error('seed has canned replies');
    const clash = await call<Failure>('PUT', item(other.id), { title: taken, text: 'x' });
    expect(clash.body).toMatchObject({ code: 'request.invalid', field: 'title' });
    expect((await call<Failure>('PUT', item(2_000_000), { title: 'Nope', text: 'x' })).status).toBe(404);
    expect((await call<Failure>('PUT', `${BASE}/abc`, { title: 'Nope', text: 'x' })).status).toBe(400);
    const ids = before.map((reply) => reply.id);
    for (const bad of [ids.slice(1), [...ids, 2_000_000], [ids[0], ids[0]], 'all']) {
      const refused = await call<Failure>('PUT', ADMIN_PATHS.chatCannedRepliesOrder, { ids: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.field).toBe('ids');
    }
    expect(await list()).toEqual(before);
  });

  it('takes two admins adding the same title at once as one reply and one refusal, never a 500', async () => {
    const body = { title: 'Same time', text: 'x' };
    const answers = await Promise.all([call('POST', BASE, body), call('POST', BASE, body), call('POST', BASE, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect((await list()).filter((reply) => reply.title === 'Same time')).toHaveLength(1);
  });

  it('keeps a site to its limit of replies', async () => {
    const held = (await list()).length;
    for (let n = held; n < CANNED_REPLIES_MAX; n += 1) {
      expect((await call('POST', BASE, { title: `Filler ${n}`, text: 'x' })).status).toBe(200);
    }
    const over = await call<Failure>('POST', BASE, { title: 'One too many', text: 'x' });
    expect(over.body).toMatchObject({ code: 'request.invalid', field: 'title' });
    expect(await list()).toHaveLength(CANNED_REPLIES_MAX);
  });

  it('is for admins only, and one site never sees or touches another site’s replies', async () => {
    const [first] = await list();
    if (!first) throw new Error('seed has canned replies');
    for (const role of ['editor', 'reviewer', 'finance'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      expect((await call('POST', BASE, { title: 'No', text: 'x' }, token)).status, role).toBe(403);
      expect((await call('PUT', item(first.id), { title: 'No', text: 'x' }, token)).status, role).toBe(403);
      expect((await call('DELETE', item(first.id), undefined, token)).status, role).toBe(403);
    }
    const reef = { merchant: 'GOLDREEF' };
    const other = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const theirs = await call<Ok<{ list: CannedReply[] }>>('GET', BASE, undefined, other, reef);
    expect(theirs.body.value.list.map((reply) => reply.id)).not.toContain(first.id);
    expect((await call<Failure>('PUT', item(first.id), { title: 'Taken over', text: 'x' }, other, reef)).status).toBe(
      404,
    );
    expect((await call<Failure>('DELETE', item(first.id), undefined, other, reef)).status).toBe(404);
    const mixed = [first.id, ...theirs.body.value.list.slice(1).map((reply) => reply.id)];
    expect((await call<Failure>('PUT', ADMIN_PATHS.chatCannedRepliesOrder, { ids: mixed }, other, reef)).status).toBe(
      400,
    );
    expect((await list())[0]).toEqual(first);
  });
});
