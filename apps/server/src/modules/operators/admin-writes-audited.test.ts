// Every operator write leaves exactly one audit row. The routes are read from the router, so a new
// admin write route fails here until it has a fixture below (and then until it is audited).
import { ADMIN_PATHS, ADMIN_PREFIX, API_PATHS, PROVIDER_WALLET_PATHS } from '@lobby/contract/core';
import type { Promotion } from '@lobby/contract/promotions';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorChallenge, TwoFactorEnrolment } from '@lobby/contract/admin/operators';
import { auditLog, providerConnections } from '../../db/schema/index';
import { loginAs, nextAddress, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { pendingWithdrawalId } from '../../test/cashier';
import { bankOrder } from '../../test/deposits';
import { memberIdOf } from '../../test/members';
import { multipartBody, tinyImage } from '../../test/multipart';
import { adminCall, enrolTwoFactor, OPERATOR_PASSWORD, operatorSession } from '../../test/operators';
import { registeredRoutes } from '../../test/routes';
import { totpCode } from '../../lib/totp';

type Ok<T> = { success: true; value: T };
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** One call of a route: its URL (default: the route's), body and token (default: the admin's; null for none). */
interface Call {
  url?: string;
  body?: unknown;
  /** For a multipart body. */
  contentType?: string;
  token?: string | null;
}
type Fixture = (t: TestApp, admin: string) => Promise<Call>;

let made = 0;
const unique = (stem: string) => `${stem}${(made += 1)}`;
const BANNER = { groupName: 'm_fish', title: 'Audit walk', imageUrl: '/media/banners/fish.webp', linkType: 'NONE' };
const NOTICE = {
  type: 'PL',
  language: 'en',
  title: 'Audit walk',
  content: '<p>Hi</p>',
  startDate: iso(-1),
  endDate: iso(7),
};
const PROMOTION = { language: 'en', title: 'Audit walk', content: '<p>Body</p>', startDate: iso(-1), endDate: iso(30) };
const CATEGORY = { names: { en: 'Walk', id: 'Jalan' }, sort: 9 };
const HELP = { language: 'en', title: 'Audit walk', content: '<p>Help</p>' };

/** Make something through the operator API and return its id (setup, before the count starts). */
async function created(t: TestApp, admin: string, path: string, body: unknown): Promise<number> {
  const response = await adminCall<Ok<{ id: number }>>(t.app, admin, 'POST', path, body);
  if (response.status !== 200) throw new Error(`setup ${path}: ${JSON.stringify(response.body)}`);
  return response.body.value.id;
}

/** A member's URL under the operator API, with a live session of theirs when asked (to revoke). */
async function memberUrl(t: TestApp, admin: string, username: string, signIn = false): Promise<string> {
  if (signIn) await loginAs(t.app, username, 'Play1234');
  return `${ADMIN_PATHS.members}/${await memberIdOf(t.app, admin, username)}`;
}

/** The current value of a settings route, to write back unchanged. */
async function current(t: TestApp, admin: string, path: string): Promise<unknown> {
  return (await adminCall<Ok<unknown>>(t.app, admin, 'GET', path)).body.value;
}

/** A member's open chat conversation (player01 writes once), by id. */
async function openChat(t: TestApp): Promise<number> {
  const member = await loginAs(t.app, 'player01', 'Play1234');
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.chatMessages,
    headers: { authorization: `Bearer ${member.token}` },
    payload: { text: unique('walk ') },
  });
  return (response.json() as Ok<{ conversationId: number }>).value.conversationId;
}

/** A pending reward application of a seeded promotion that needs no picture nor remark. */
async function pendingApplication(t: TestApp): Promise<number> {
  const promotions = (await getJson<Ok<Promotion[]>>(t.app, `${API_PATHS.promotions}?language=en`)).body.value;
  const plain = promotions.find((p) => p.applicable && p.imageRequired === 'N' && p.remarkRequired === 'N');
  const member = await loginAs(t.app, 'player02', 'Play1234');
  const { payload, contentType } = multipartBody({ promotionId: String(plain?.id), requestKey: unique('walk-key-') });
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.rewardApplications,
    headers: { 'content-type': contentType, authorization: `Bearer ${member.token}` },
    payload,
  });
  return (response.json() as Ok<{ id: number }>).value.id;
}

/** An open feedback of player02's (the seeded form's defaults), by id. */
async function openFeedback(t: TestApp): Promise<number> {
  const member = await loginAs(t.app, 'player02', 'Play1234');
  const fields = { category: 'other', content: 'The lobby loads slowly tonight', requestKey: unique('walk-key-') };
  const { payload, contentType } = multipartBody(fields);
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.feedback,
    headers: { 'content-type': contentType, authorization: `Bearer ${member.token}` },
    payload,
  });
  return (response.json() as Ok<{ id: number }>).value.id;
}

const CHANNEL = {
  direction: 'withdrawal',
  kind: 'bank',
  names: { en: 'Audit walk', id: 'Jalan audit' },
  min: '10',
  max: '100',
  fee: { type: 'none', value: '0', bearer: 'member' },
};

/** A pending manual deposit of player02, by its reference. */
async function pendingDeposit(t: TestApp): Promise<string> {
  const member = await loginAs(t.app, 'player02', 'Play1234');
  return (await bankOrder(t.app, member.token, '50.00')).orderNo;
}

/** The password step of an operator with two-factor: its challenge. */
async function signIn(t: TestApp, username: string): Promise<OperatorChallenge> {
  const response = await t.app.inject({
    method: 'POST',
    url: ADMIN_PATHS.session,
    remoteAddress: nextAddress(),
    payload: { username, password: OPERATOR_PASSWORD },
  });
  return (response.json() as Ok<OperatorChallenge>).value;
}

/** LUCKYNOVA's connection to a provider, by code. */
const connectionOf = (providerCode: string) =>
  and(eq(providerConnections.merchantCode, 'LUCKYNOVA'), eq(providerConnections.providerCode, providerCode));
const connectionUrl = (path: string, providerCode: string) => path.replace(':providerCode', providerCode);

const FIXTURES: Record<string, Fixture> = {
  [`POST ${ADMIN_PATHS.session}`]: async (t) => {
    const username = unique('walker');
    await t.app.operators.create(
      { merchantCode: 'LUCKYNOVA', operatorId: null, ip: 'test' },
      { username, password: OPERATOR_PASSWORD, role: 'editor' },
    );
    return { token: null, body: { username, password: OPERATOR_PASSWORD } };
  },
  [`DELETE ${ADMIN_PATHS.session}`]: async (t) => ({ token: (await operatorSession(t.app, 'editor')).token }),
  [`POST ${ADMIN_PATHS.operators}`]: async () => ({
    body: { username: unique('made'), password: 'a-long-password-1', role: 'editor' },
  }),
  [`PATCH ${ADMIN_PATHS.operators}/:id`]: async (t) => ({
    url: `${ADMIN_PATHS.operators}/${(await operatorSession(t.app, 'reviewer')).operator.id}`,
    body: { role: 'editor' },
  }),
  [`DELETE ${ADMIN_PATHS.operators}/:id/two-factor`]: async (t) => ({
    url: `${ADMIN_PATHS.operators}/${(await operatorSession(t.app, 'reviewer')).operator.id}/two-factor`,
  }),
  [`PUT ${ADMIN_PATHS.operatorSecurity}`]: async () => ({ body: { twoFactorRequired: false } }),
  [`POST ${ADMIN_PATHS.twoFactor}`]: async (t) => ({ token: (await operatorSession(t.app, 'editor')).token }),
  [`POST ${ADMIN_PATHS.twoFactorConfirm}`]: async (t) => {
    const { token } = await operatorSession(t.app, 'editor');
    const enrolment = await adminCall<Ok<TwoFactorEnrolment>>(t.app, token, 'POST', ADMIN_PATHS.twoFactor);
    return { token, body: { code: totpCode(enrolment.body.value.secret) } };
  },
  [`POST ${ADMIN_PATHS.sessionCode}`]: async (t) => {
    const { operator, token } = await operatorSession(t.app, 'editor');
    const secret = await enrolTwoFactor(t.app, token, new Date(Date.now() - 30_000));
    const step1 = await signIn(t, operator.username);
    return { token: null, body: { challenge: step1.challenge, code: totpCode(secret) } };
  },
  [`POST ${ADMIN_PATHS.sessionEnrol}`]: async (t, admin) => {
    // The merchant requires two-factor of finance: the password step gives an enrol challenge.
    const username = unique('payer');
    await t.app.operators.create(
      { merchantCode: 'LUCKYNOVA', operatorId: null, ip: 'test' },
      { username, password: OPERATOR_PASSWORD, role: 'finance' },
    );
    await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.operatorSecurity, { twoFactorRequired: true });
    const step1 = await signIn(t, username);
    await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.operatorSecurity, { twoFactorRequired: false });
    return { token: null, body: { challenge: step1.challenge } };
  },
  [`POST ${ADMIN_PATHS.banners}`]: async () => ({ body: BANNER }),
  [`PUT ${ADMIN_PATHS.banners}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.banners}/${await created(t, admin, ADMIN_PATHS.banners, BANNER)}`,
    body: { ...BANNER, title: 'Walked' },
  }),
  [`DELETE ${ADMIN_PATHS.banners}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.banners}/${await created(t, admin, ADMIN_PATHS.banners, BANNER)}`,
  }),
  [`POST ${ADMIN_PATHS.bannerImages}`]: async () => {
    const image = { field: 'image', filename: 'walk.png', type: 'image/png', data: await tinyImage('png') };
    const { payload, contentType } = multipartBody({}, [image]);
    return { body: payload, contentType };
  },
  [`POST ${ADMIN_PATHS.announcements}`]: async () => ({ body: NOTICE }),
  [`PUT ${ADMIN_PATHS.announcements}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.announcements}/${await created(t, admin, ADMIN_PATHS.announcements, NOTICE)}`,
    body: { ...NOTICE, title: 'Walked' },
  }),
  [`DELETE ${ADMIN_PATHS.announcements}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.announcements}/${await created(t, admin, ADMIN_PATHS.announcements, NOTICE)}`,
  }),
  [`POST ${ADMIN_PATHS.promotions}`]: async () => ({ body: PROMOTION }),
  [`PUT ${ADMIN_PATHS.promotions}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.promotions}/${await created(t, admin, ADMIN_PATHS.promotions, PROMOTION)}`,
    body: { ...PROMOTION, title: 'Walked' },
  }),
  [`DELETE ${ADMIN_PATHS.promotions}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.promotions}/${await created(t, admin, ADMIN_PATHS.promotions, PROMOTION)}`,
  }),
  [`POST ${ADMIN_PATHS.promotionCategories}`]: async () => ({ body: CATEGORY }),
  [`PUT ${ADMIN_PATHS.promotionCategories}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.promotionCategories}/${await created(t, admin, ADMIN_PATHS.promotionCategories, CATEGORY)}`,
    body: { ...CATEGORY, sort: 10 },
  }),
  [`DELETE ${ADMIN_PATHS.promotionCategories}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.promotionCategories}/${await created(t, admin, ADMIN_PATHS.promotionCategories, CATEGORY)}`,
  }),
  [`POST ${ADMIN_PATHS.help}`]: async () => ({ body: HELP }),
  [`PATCH ${ADMIN_PATHS.help}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.help}/${await created(t, admin, ADMIN_PATHS.help, HELP)}`,
    body: { title: 'Walked' },
  }),
  [`DELETE ${ADMIN_PATHS.help}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.help}/${await created(t, admin, ADMIN_PATHS.help, HELP)}`,
  }),
  [`POST ${ADMIN_PATHS.rewardApplications}/:id/review`]: async (t) => ({
    url: `${ADMIN_PATHS.rewardApplications}/${await pendingApplication(t)}/review`,
    body: { status: 'approved', rewardMinor: 100 },
  }),
  [`POST ${ADMIN_PATHS.agentContracts}`]: async () => ({
    body: { username: 'agent01', kind: 'dividend', productType: 'ALL', tiers: [{ threshold: 1_000, rate: 0.5 }] },
  }),
  [`PUT ${ADMIN_PATHS.playerRanks}`]: async () => ({
    body: {
      ranks: [{ labelId: 10, names: { en: 'Member', id: 'Anggota' }, turnoverMinor: 0, deposits: 0, accountDays: 0 }],
    },
  }),
  [`POST ${ADMIN_PATHS.inbox}`]: async () => ({ body: { audience: 'all', title: 'Audit walk', content: 'Hello' } }),
  [`PUT ${ADMIN_PATHS.chatUnread}`]: async () => ({ body: { username: 'demo', unReadCount: 2 } }),
  [`POST ${ADMIN_PATHS.chatConversations}/:id/messages`]: async (t) => ({
    url: `${ADMIN_PATHS.chatConversations}/${await openChat(t)}/messages`,
    body: { text: 'Audit walk' },
  }),
  [`POST ${ADMIN_PATHS.chatConversations}/:id/read`]: async (t) => {
    const id = await openChat(t);
    return { url: `${ADMIN_PATHS.chatConversations}/${id}/read`, body: { upTo: id === 0 ? 1 : 2_000_000 } };
  },
  [`POST ${ADMIN_PATHS.chatConversations}/:id/close`]: async (t) => ({
    url: `${ADMIN_PATHS.chatConversations}/${await openChat(t)}/close`,
  }),
  [`POST ${ADMIN_PATHS.chatCannedReplies}`]: async () => ({ body: { title: unique('Walk '), text: 'Audit walk' } }),
  [`PUT ${ADMIN_PATHS.chatCannedReplies}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.chatCannedReplies}/${await created(t, admin, ADMIN_PATHS.chatCannedReplies, { title: unique('Walk '), text: 'A' })}`,
    body: { title: unique('Walk '), text: 'Audit walk' },
  }),
  [`DELETE ${ADMIN_PATHS.chatCannedReplies}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.chatCannedReplies}/${await created(t, admin, ADMIN_PATHS.chatCannedReplies, { title: unique('Walk '), text: 'A' })}`,
  }),
  [`PUT ${ADMIN_PATHS.chatCannedRepliesOrder}`]: async (t, admin) => {
    const { list } = (
      await adminCall<Ok<{ list: { id: number }[] }>>(t.app, admin, 'GET', ADMIN_PATHS.chatCannedReplies)
    ).body.value;
    return { body: { ids: list.map((reply) => reply.id).reverse() } };
  },
  [`PUT ${ADMIN_PATHS.siteFlags}`]: async (t, admin) => ({ body: await current(t, admin, ADMIN_PATHS.siteFlags) }),
  [`PUT ${ADMIN_PATHS.siteResources}`]: async (t, admin) => ({
    body: await current(t, admin, ADMIN_PATHS.siteResources),
  }),
  [`PUT ${ADMIN_PATHS.siteCustomerService}`]: async (t, admin) => ({
    body: await current(t, admin, ADMIN_PATHS.siteCustomerService),
  }),
  [`PUT ${ADMIN_PATHS.siteMaintenance}`]: async (t, admin) => ({
    body: await current(t, admin, ADMIN_PATHS.siteMaintenance),
  }),
  [`PUT ${ADMIN_PATHS.members}/:id/status`]: async (t, admin) => ({
    url: `${await memberUrl(t, admin, 'player04')}/status`,
    body: { status: 'disabled' },
  }),
  [`DELETE ${ADMIN_PATHS.members}/:id/sessions`]: async (t, admin) => ({
    url: `${await memberUrl(t, admin, 'player01', true)}/sessions`,
  }),
  [`DELETE ${ADMIN_PATHS.members}/:id/sessions/:sessionId`]: async (t, admin) => {
    const url = await memberUrl(t, admin, 'player03', true);
    const sessions = await adminCall<Ok<{ id: number; live: boolean }[]>>(t.app, admin, 'GET', `${url}/sessions`);
    return { url: `${url}/sessions/${sessions.body.value.find((session) => session.live)?.id}` };
  },
  [`DELETE ${ADMIN_PATHS.members}/:id/two-factor`]: async (t, admin) => {
    // player02 switches two-factor on first (the member's own set-up and first code).
    const { token } = await loginAs(t.app, 'player02', 'Play1234');
    const setup = await sendJson<Ok<{ secret: string }>>(t.app, 'POST', API_PATHS.twoFactor, undefined, token);
    await sendJson(t.app, 'POST', API_PATHS.twoFactorConfirm, { code: totpCode(setup.body.value.secret) }, token);
    return { url: `${await memberUrl(t, admin, 'player02')}/two-factor` };
  },
  [`POST ${ADMIN_PATHS.members}/:id/notes`]: async (t, admin) => ({
    url: `${await memberUrl(t, admin, 'demo')}/notes`,
    body: { text: 'Audit walk' },
  }),
  [`POST ${ADMIN_PATHS.members}/:id/adjustments`]: async (t, admin) => ({
    url: `${await memberUrl(t, admin, 'demo')}/adjustments`,
    body: { direction: 'credit', amount: '1.50', reason: 'Audit walk', idempotencyKey: unique('audit-walk-') },
  }),
  [`PUT ${ADMIN_PATHS.siteRegion}`]: async (t, admin) => ({ body: await current(t, admin, ADMIN_PATHS.siteRegion) }),
  [`PATCH ${ADMIN_PATHS.games}/:id`]: async (t, admin) => {
    const list = await adminCall<Ok<{ rows: { id: number }[] }>>(
      t.app,
      admin,
      'GET',
      `${ADMIN_PATHS.games}?pageSize=1`,
    );
    return { url: `${ADMIN_PATHS.games}/${list.body.value.rows[0]?.id}`, body: { isNew: true } };
  },
  [`POST ${PROVIDER_WALLET_PATHS.connections}`]: async (t) => {
    await t.db.handle.db.delete(providerConnections).where(connectionOf('RTG'));
    return {
      body: {
        providerCode: 'RTG',
        adapter: 'seamless-v1',
        baseUrl: 'https://api.rtg.example/wallet',
        operatorId: 'NOVA-RTG',
        openRoundTimeoutSeconds: 600,
        reconciliation: 'status',
        enabled: true,
        secret: 'audit-walk-secret-0123456789',
      },
    };
  },
  [`PATCH ${PROVIDER_WALLET_PATHS.connection}`]: async () => ({
    url: connectionUrl(PROVIDER_WALLET_PATHS.connection, 'PG'),
    body: { openRoundTimeoutSeconds: 900 },
  }),
  [`DELETE ${PROVIDER_WALLET_PATHS.connection}`]: async () => ({
    url: connectionUrl(PROVIDER_WALLET_PATHS.connection, 'JDB'),
  }),
  [`PUT ${PROVIDER_WALLET_PATHS.connectionSecret}`]: async (t) => {
    await t.db.handle.db.update(providerConnections).set({ adapter: 'seamless-v1' }).where(connectionOf('FC'));
    return {
      url: connectionUrl(PROVIDER_WALLET_PATHS.connectionSecret, 'FC'),
      body: { secret: 'audit-walk-secret-0123456789' },
    };
  },
  [`PATCH ${ADMIN_PATHS.providers}/:code`]: async () => ({
    url: `${ADMIN_PATHS.providers}/PG`,
    body: { enabled: true },
  }),
  [`PUT ${ADMIN_PATHS.siteAuth}`]: async (t, admin) => ({ body: await current(t, admin, ADMIN_PATHS.siteAuth) }),
  [`POST ${ADMIN_PATHS.feedback}/:id/reply`]: async (t) => ({
    url: `${ADMIN_PATHS.feedback}/${await openFeedback(t)}/reply`,
    body: { reply: 'Thanks, we are on it.' },
  }),
  [`PUT ${ADMIN_PATHS.feedbackSettings}`]: async (t, admin) => ({
    body: await current(t, admin, ADMIN_PATHS.feedbackSettings),
  }),
  [`PUT ${ADMIN_PATHS.siteSignIn}`]: async (t, admin) => ({ body: await current(t, admin, ADMIN_PATHS.siteSignIn) }),
  [`PUT ${ADMIN_PATHS.rgGroup}`]: async () => ({ body: { group: 'audit-walk-group-0001' } }),
  [`PUT ${ADMIN_PATHS.cashierSettings}`]: async (t, admin) => ({
    body: await current(t, admin, ADMIN_PATHS.cashierSettings),
  }),
  [`POST ${ADMIN_PATHS.withdrawals}/:id/approve`]: async (t) => ({
    url: `${ADMIN_PATHS.withdrawals}/${await pendingWithdrawalId(t)}/approve`,
    body: { payoutReference: 'AUDIT-1' },
  }),
  [`POST ${ADMIN_PATHS.withdrawals}/:id/reject`]: async (t) => ({
    url: `${ADMIN_PATHS.withdrawals}/${await pendingWithdrawalId(t)}/reject`,
    body: { reason: 'Audit walk' },
  }),
  [`POST ${ADMIN_PATHS.cashierChannels}`]: async () => ({ body: CHANNEL }),
  [`PATCH ${ADMIN_PATHS.cashierChannels}/:id`]: async (t, admin) => ({
    url: `${ADMIN_PATHS.cashierChannels}/${await created(t, admin, ADMIN_PATHS.cashierChannels, CHANNEL)}`,
    body: { enabled: false },
  }),
  [`POST ${ADMIN_PATHS.cashierDeposits}/:orderNo/approve`]: async (t) => ({
    url: `${ADMIN_PATHS.cashierDeposits}/${await pendingDeposit(t)}/approve`,
  }),
  [`POST ${ADMIN_PATHS.cashierDeposits}/:orderNo/reject`]: async (t) => ({
    url: `${ADMIN_PATHS.cashierDeposits}/${await pendingDeposit(t)}/reject`,
    body: { reason: 'No transfer arrived' },
  }),
};

describe.each(DRIVERS)('every operator write is audited, on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const auditRows = async () => (await t.db.handle.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

  it('has a fixture for each admin write route the app registers, and none for a route that is gone', () => {
    const writes = registeredRoutes(t.app)
      .filter((route) => WRITES.has(route.method) && route.url.startsWith(`${ADMIN_PREFIX}/`))
      .map((route) => `${route.method} ${route.url}`);
    expect(writes.length).toBeGreaterThan(20);
    expect([...writes].sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it.each(Object.keys(FIXTURES))('%s writes exactly one audit row', async (route) => {
    const [method, path] = route.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const call = await FIXTURES[route]?.(t, admin);
    const before = await auditRows();
    const response = await t.app.inject({
      method,
      url: call?.url ?? path,
      remoteAddress: nextAddress(),
      headers: {
        ...(call?.token === null ? {} : { authorization: `Bearer ${call?.token ?? admin}` }),
        ...(call?.contentType ? { 'content-type': call.contentType } : {}),
      },
      ...(call?.body === undefined ? {} : { payload: call.body as object }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditRows()).toBe(before + 1);
  });
});
