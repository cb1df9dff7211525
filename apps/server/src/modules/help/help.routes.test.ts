import type { AdminHelpItem } from '@lobby/contract/admin/help';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { HelpResponse } from '@lobby/contract/help';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const REEF = { merchant: 'GOLDREEF' };

describe.each(DRIVERS)('help centre on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const help = (query: string, headers: Record<string, string> = {}) =>
    getJson<Ok<HelpResponse>>(t.app, `${API_PATHS.help}?device=MOBILE${query}`, headers);

  it('lists the seeded sections with sub-sections, in English and Indonesian, on both sites', async () => {
    const en = await help('&language=en');
    expect(en.status).toBe(200);
    expect(en.body.value.language).toBe('en');
    const titles = en.body.value.sections.map((section) => section.title);
    expect(titles).toEqual([
      'Terms and conditions',
      'About us',
      'Deposits and withdrawals',
      'Account and security',
      'Responsible gaming',
      'FAQ',
    ]);
    for (const section of en.body.value.sections) expect(section.children.length).toBeGreaterThanOrEqual(2);
    expect(en.body.value.sections[0]?.content).toContain('Lucky Nova');
    const id = await help('&language=id');
    expect(id.body.value.sections[0]?.title).toBe('Syarat dan ketentuan');
    const reef = await help('&language=en', REEF);
    expect(reef.body.value.sections[1]?.content).toContain('Golden Reef');
    expect(reef.body.value.sections.map((section) => section.id)).not.toContain(en.body.value.sections[0]?.id);
  });

  it("picks sections by tag, and serves the site's language when none is asked for", async () => {
    const terms = await help('&language=en&tag=terms');
    expect(terms.body.value.sections).toHaveLength(1);
    expect(terms.body.value.sections[0]).toMatchObject({ tag: 'terms', title: 'Terms and conditions' });
    const about = await help('&language=id&tag=about');
    expect(about.body.value.sections[0]?.title).toBe('Tentang kami');
    // Golden Reef's default language is Indonesian.
    expect((await help('', REEF)).body.value.language).toBe('id');
    expect((await help('')).body.value.language).toBe('en');
  });

  it('refuses an unknown device, tag or language with the field named', async () => {
    for (const query of ['?device=PC', '?device=MOBILE&tag=privacy', '?device=MOBILE&language=fr']) {
      const response = await getJson<Failure>(t.app, `${API_PATHS.help}${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('request.invalid');
    }
  });

  it("falls back to the site's default language when a language has no help", async () => {
    const editor = await operatorSession(t.app, 'editor', 'GOLDREEF');
    const items = await adminCall<Ok<AdminHelpItem[]>>(
      t.app,
      editor.token,
      'GET',
      `${ADMIN_PATHS.help}?language=en`,
      undefined,
      REEF,
    );
    for (const item of items.body.value.filter((row) => row.parentId === null)) {
      const removed = await adminCall(t.app, editor.token, 'DELETE', `${ADMIN_PATHS.help}/${item.id}`, undefined, REEF);
      expect(removed.status).toBe(200);
    }
    const fallback = await help('&language=en', REEF);
    expect(fallback.body.value.language).toBe('id');
    expect(fallback.body.value.sections[0]?.title).toBe('Syarat dan ketentuan');
    const left = await adminCall<Ok<AdminHelpItem[]>>(t.app, editor.token, 'GET', ADMIN_PATHS.help, undefined, REEF);
    expect(left.body.value.every((item) => item.language === 'id')).toBe(true);
  });

  it('lets an editor add a section and a sub-section, shown at once, with an audit entry', async () => {
    const editor = await operatorSession(t.app, 'editor');
    const admin = await operatorSession(t.app, 'admin');
    const before = await help('&language=en');
    const section = await adminCall<Ok<AdminHelpItem>>(t.app, editor.token, 'POST', ADMIN_PATHS.help, {
      language: 'en',
      title: 'VIP club',
      content: '<p>Ranks <b>and</b> <a href="https://example.com/vip">benefits</a>.</p>',
      sort: 5,
    });
    expect(section.status).toBe(200);
    expect(section.body.value).toMatchObject({ language: 'en', parentId: null, tag: '', title: 'VIP club' });
    expect(section.body.value.content).toContain('rel="noopener noreferrer"');
    const child = await adminCall<Ok<AdminHelpItem>>(t.app, editor.token, 'POST', ADMIN_PATHS.help, {
      language: 'en',
      parentId: section.body.value.id,
      title: 'Ranks',
      content: '<ul><li>Silver</li><li>Gold</li></ul>',
    });
    expect(child.status).toBe(200);
    const after = await help('&language=en');
    expect(after.body.value.sections).toHaveLength(before.body.value.sections.length + 1);
    expect(after.body.value.sections[0]).toMatchObject({ title: 'VIP club', children: [{ title: 'Ranks' }] });

    const renamed = await adminCall<Ok<AdminHelpItem>>(
      t.app,
      editor.token,
      'PATCH',
      `${ADMIN_PATHS.help}/${child.body.value.id}`,
      { title: 'Ranks and levels' },
    );
    expect(renamed.body.value.title).toBe('Ranks and levels');
    expect((await help('&language=en')).body.value.sections[0]?.children[0]?.title).toBe('Ranks and levels');

    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin.token, 'GET', `${ADMIN_PATHS.audit}?limit=3`);
    expect(log.body.value.map((entry) => entry.action)).toEqual(['help.update', 'help.create', 'help.create']);

    const removed = await adminCall<Ok<{ removed: number[] }>>(
      t.app,
      editor.token,
      'DELETE',
      `${ADMIN_PATHS.help}/${section.body.value.id}`,
    );
    expect(removed.body.value.removed.sort()).toEqual([section.body.value.id, child.body.value.id].sort());
    expect((await help('&language=en')).body.value.sections).toHaveLength(before.body.value.sections.length);
  });

  it('refuses hostile HTML with content.unsafe and stores nothing', async () => {
    const editor = await operatorSession(t.app, 'editor');
    const count = async () =>
      (await adminCall<Ok<AdminHelpItem[]>>(t.app, editor.token, 'GET', ADMIN_PATHS.help)).body.value.length;
    const start = await count();
    for (const content of [
      '<p>hi</p><script>alert(1)</script>',
      '<img src="x.png" onerror="alert(1)">',
      '<a href="javascript:alert(1)">tap</a>',
      '<a href=" jav&#x09;ascript:alert(1)">tap</a>',
    ]) {
      const response = await adminCall<Failure>(t.app, editor.token, 'POST', ADMIN_PATHS.help, {
        language: 'en',
        title: 'Hostile',
        content,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'content.unsafe', field: 'content' });
    }
    const [first] = (await adminCall<Ok<AdminHelpItem[]>>(t.app, editor.token, 'GET', ADMIN_PATHS.help)).body.value;
    const patched = await adminCall<Failure>(t.app, editor.token, 'PATCH', `${ADMIN_PATHS.help}/${first?.id}`, {
      content: '<div onclick="steal()">x</div>',
    });
    expect(patched.body.code).toBe('content.unsafe');
    expect(await count()).toBe(start);
    const unchanged = (await adminCall<Ok<AdminHelpItem[]>>(t.app, editor.token, 'GET', ADMIN_PATHS.help)).body
      .value[0];
    expect(unchanged?.content).toBe(first?.content);
  });

  it('refuses markup in titles, a parent in another language or depth, and unknown ids', async () => {
    const editor = await operatorSession(t.app, 'editor');
    const title = await adminCall<Failure>(t.app, editor.token, 'POST', ADMIN_PATHS.help, {
      language: 'en',
      title: '<b>Bold</b>',
    });
    expect(title.status).toBe(400);
    expect(title.body.field).toBe('title');
    const items = (await adminCall<Ok<AdminHelpItem[]>>(t.app, editor.token, 'GET', ADMIN_PATHS.help)).body.value;
    const idSection = items.find((item) => item.language === 'id' && item.parentId === null);
    const enChild = items.find((item) => item.language === 'en' && item.parentId !== null);
    for (const parentId of [idSection?.id, enChild?.id, 999_999]) {
      const response = await adminCall<Failure>(t.app, editor.token, 'POST', ADMIN_PATHS.help, {
        language: 'en',
        parentId,
        title: 'Orphan',
      });
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('parentId');
    }
    expect((await adminCall(t.app, editor.token, 'PATCH', `${ADMIN_PATHS.help}/999999`, { sort: 1 })).status).toBe(404);
    expect((await adminCall(t.app, editor.token, 'DELETE', `${ADMIN_PATHS.help}/999999`)).status).toBe(404);
    expect((await adminCall(t.app, editor.token, 'PATCH', `${ADMIN_PATHS.help}/${enChild?.id}`, {})).status).toBe(400);
  });

  it('lets reviewers read but not write, and keeps merchants apart', async () => {
    const reviewer = await operatorSession(t.app, 'reviewer');
    expect((await adminCall(t.app, reviewer.token, 'GET', ADMIN_PATHS.help)).status).toBe(200);
    const refused = await adminCall<Failure>(t.app, reviewer.token, 'POST', ADMIN_PATHS.help, {
      language: 'en',
      title: 'Nope',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission.denied');
    expect((await t.app.inject({ method: 'GET', url: ADMIN_PATHS.help })).statusCode).toBe(401);

    const reef = await operatorSession(t.app, 'editor', 'GOLDREEF');
    const nova = (await adminCall<Ok<AdminHelpItem[]>>(t.app, reviewer.token, 'GET', ADMIN_PATHS.help)).body.value[0];
    const other = await adminCall<Failure>(
      t.app,
      reef.token,
      'PATCH',
      `${ADMIN_PATHS.help}/${nova?.id}`,
      { title: 'Hijacked' },
      REEF,
    );
    expect(other.status).toBe(404);
    const still = (await adminCall<Ok<AdminHelpItem[]>>(t.app, reviewer.token, 'GET', ADMIN_PATHS.help)).body.value[0];
    expect(still?.title).toBe(nova?.title);
  });
});
