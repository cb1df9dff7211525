import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { AdminMember } from '@lobby/contract/admin/members';
import type { SecurityOverview } from '@lobby/contract/security';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members, smsCodes } from '../../db/schema/index';
import { codeIn, lastMessageTo } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, memberCall, type CashierMember } from '../../test/cashier';
import { adminCall, operatorSession } from '../../test/operators';
import { SMS_LIMITS } from '../sms/sms.service';

type Ok<T> = { success: true; value: T };
/** Either envelope, loosely: tests look at value on success and code on failure. */
type Answer<T> = { value: T; code: string; field?: string };
const DIAL = '+62';
let numbers = 0;
/** A number no other test uses. */
const freshNumber = () =>
  `87${String(Date.now() % 1_000_000).padStart(6, '0')}${String((numbers += 1)).padStart(3, '0')}`;

describe.each(DRIVERS)('binding and verifying a mobile number and an e-mail address on %s', (driver) => {
  let t: TestApp;
  let alice: CashierMember;
  let bob: CashierMember;
  let carol: CashierMember;
  beforeAll(async () => {
    t = await createTestApp(driver);
    [alice, bob, carol] = [await cashierMember(t), await cashierMember(t), await cashierMember(t)];
  });
  afterAll(() => t.close());

  const askMobile = (member: CashierMember, mobileNum: string, countryDialingCode = DIAL) =>
    memberCall<Answer<{ expirationTime: number }>>(t, member, 'POST', API_PATHS.bindMobileCode, {
      countryDialingCode,
      mobileNum,
    });
  const bindMobile = (member: CashierMember, mobileNum: string, verificationCode: string) =>
    memberCall<Failure>(t, member, 'PUT', API_PATHS.bindMobile, {
      countryDialingCode: DIAL,
      mobileNum,
      verificationCode,
    });
  const askEmail = (member: CashierMember, email: string) =>
    memberCall<Failure>(t, member, 'POST', API_PATHS.bindEmailCode, { email });
  const bindEmail = (member: CashierMember, email: string, verificationCode: string) =>
    memberCall<Failure>(t, member, 'PUT', API_PATHS.bindEmail, { email, verificationCode });
  const overview = async (member: CashierMember) =>
    (await memberCall<Ok<SecurityOverview>>(t, member, 'GET', API_PATHS.security)).body.value;
  /** The code just sent to a destination (by SMS or e-mail), read from the outbox. */
  const codeTo = async (to: string) => codeIn((await lastMessageTo(t.app, to)).body);
  /** Let the next code to `to` go out: the one-a-minute wait is over. */
  const pastResendWait = (to: string) =>
    t.db.handle.db
      .update(smsCodes)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(smsCodes.phone, to));
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('binds a number with the code sent to it: single use, kept hashed, verified and audited', async () => {
    const mobile = freshNumber();
    const asked = await askMobile(alice, mobile);
    expect(asked.status).toBe(200);
    expect(asked.body.value.expirationTime).toBeGreaterThan(Date.now() + SMS_LIMITS.ttlMs - 10_000);
    const code = await codeTo(`${DIAL}${mobile}`);
    const [row] = await t.db.handle.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, `${DIAL}${mobile}`));
    expect(row).toMatchObject({ purpose: 'bindMobile', memberId: alice.id });
    expect(row?.codeHash).not.toContain(code);

    expect((await bindMobile(alice, mobile, code)).status).toBe(200);
    expect((await overview(alice)).mobile).toMatchObject({ bound: true, verified: true });
    expect((await bindMobile(alice, mobile, code)).body.code).toBe('contact.already.verified');
    const [audit] = await t.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.mobile.verify'), eq(auditLog.targetId, String(alice.id))));
    expect(audit).toMatchObject({ operatorId: null, targetType: 'member', detail: { by: 'member', previous: null } });
    expect(JSON.stringify(audit?.detail)).not.toContain(mobile);
  });

  it('changes a bound number with a code to the new one and tells the old one by SMS', async () => {
    const [first, second] = [freshNumber(), freshNumber()];
    await askMobile(bob, first);
    expect((await bindMobile(bob, first, await codeTo(`${DIAL}${first}`))).status).toBe(200);
    expect((await askMobile(bob, second)).status).toBe(200);
    // The old number's code does nothing for the new one.
    expect((await bindMobile(bob, second, '123456')).body.code).toBe('verification.code.invalid');
    expect((await bindMobile(bob, second, await codeTo(`${DIAL}${second}`))).status).toBe(200);
    const notice = await lastMessageTo(t.app, `${DIAL}${first}`);
    expect(notice.body).toMatch(/was changed to \+62 ••••\d{3}/);
    const [row] = await t.db.handle.db.select().from(members).where(eq(members.id, bob.id));
    expect(row).toMatchObject({ mobileNum: second, countryDialingCode: DIAL });
  });

  it('refuses an expired code, and any code after too many wrong ones', async () => {
    const member = await cashierMember(t);
    const mobile = freshNumber();
    const phone = `${DIAL}${mobile}`;
    await askMobile(member, mobile);
    const expired = await codeTo(phone);
    await t.db.handle.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, phone));
    expect((await bindMobile(member, mobile, expired)).body.code).toBe('verification.code.invalid');

    await pastResendWait(phone);
    await askMobile(member, mobile);
    const code = await codeTo(phone);
    for (let i = 0; i < SMS_LIMITS.maxAttempts; i += 1) {
      expect((await bindMobile(member, mobile, wrongOf(code))).body.code).toBe('verification.code.invalid');
    }
    expect((await bindMobile(member, mobile, code)).body.code).toBe('verification.code.invalid');
    expect((await overview(member)).mobile.verified).toBe(false);
  });

  it("refuses another member's number before sending, and a code asked for by someone else", async () => {
    const mobile = freshNumber();
    await askMobile(alice, mobile);
    const alicesCode = await codeTo(`${DIAL}${mobile}`);
    // Carol cannot use a code Alice asked for, even for the same number.
    expect((await bindMobile(carol, mobile, alicesCode)).body.code).toBe('verification.code.invalid');
    expect((await bindMobile(alice, mobile, alicesCode)).status).toBe(200);

    const sentBefore = await t.db.handle.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, `${DIAL}${mobile}`));
    const taken = await askMobile(carol, mobile);
    expect(taken).toMatchObject({ status: 409, body: { code: 'mobile.in.use', field: 'mobileNum' } });
    const sentAfter = await t.db.handle.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, `${DIAL}${mobile}`));
    expect(sentAfter).toHaveLength(sentBefore.length);
  });

  it('throttles resends per number and codes per member', async () => {
    const member = await cashierMember(t);
    const mobile = freshNumber();
    expect((await askMobile(member, mobile)).status).toBe(200);
    expect((await askMobile(member, mobile)).body.code).toBe('rate.limited');
    await pastResendWait(`${DIAL}${mobile}`);
    expect((await askMobile(member, mobile)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 3; i <= SMS_LIMITS.perMemberPerHour; i += 1)
      statuses.push((await askMobile(member, freshNumber())).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await askEmail(member, `limit${member.id}@example.com`)).body.code).toBe('rate.limited');
  });

  it('binds an e-mail address with an e-mail code, tells the old address, and keeps verified ones to one member', async () => {
    const first = `First.${alice.id}@Example.com`;
    expect((await askEmail(alice, first)).status).toBe(200);
    const mail = await lastMessageTo(t.app, first.toLowerCase());
    expect(mail.subject).toBe('Your verification code');
    expect((await bindEmail(alice, first, codeIn(mail.body))).status).toBe(200);
    expect((await overview(alice)).email).toMatchObject({ bound: true, verified: true, masked: 'f•••@example.com' });

    // Carol typed the same address somewhere but never proved it: Alice's proof stands, Carol is refused.
    await t.db.handle.db.update(members).set({ email: first.toLowerCase() }).where(eq(members.id, carol.id));
    expect((await overview(carol)).email).toMatchObject({ bound: true, verified: false });
    expect((await askEmail(carol, first)).body.code).toBe('email.in.use');

    const second = `second.${alice.id}@example.com`;
    await askEmail(alice, second);
    expect((await bindEmail(alice, second, await codeTo(second))).status).toBe(200);
    const notice = await lastMessageTo(t.app, first.toLowerCase());
    expect(notice).toMatchObject({ subject: 'Your e-mail address was changed' });
    expect(notice.body).toContain('s•••@example.com');
    // The first address is free again (past its one-a-minute wait).
    await pastResendWait(first.toLowerCase());
    expect((await askEmail(carol, first)).status).toBe(200);
  });

  it('lets one of two members binding the same address at once have it', async () => {
    const [dora, eve] = [await cashierMember(t), await cashierMember(t)];
    const email = `shared.${dora.id}@example.com`;
    await askEmail(dora, email);
    const doraCode = await codeTo(email);
    await pastResendWait(email);
    await askEmail(eve, email);
    const eveCode = await codeTo(email);
    const answers = await Promise.all([bindEmail(dora, email, doraCode), bindEmail(eve, email, eveCode)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('email.in.use');
    const verified = await t.db.handle.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.email, email), sql`${members.emailVerifiedAt} is not null`));
    expect(verified).toHaveLength(1);
  });

  it('shows the verified flags to operators of the merchant only', async () => {
    const admin = await operatorSession(t.app, 'reviewer');
    const url = `${ADMIN_PATHS.members}/${alice.id}`;
    const { body } = await adminCall<Ok<AdminMember>>(t.app, admin.token, 'GET', url);
    expect(body.value).toMatchObject({ mobileVerified: true, emailVerified: true });
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    expect((await adminCall(t.app, reef.token, 'GET', url, undefined, { merchant: 'GOLDREEF' })).status).toBe(404);
  });

  it('refuses bad input with a catalogue code and writes nothing; guests are refused', async () => {
    const before = await t.db.handle.db.select().from(smsCodes).orderBy(desc(smsCodes.id)).limit(1);
    for (const [url, body, field] of [
      [API_PATHS.bindMobileCode, { countryDialingCode: '+1', mobileNum: '8123456789' }, 'countryDialingCode'],
      [API_PATHS.bindMobileCode, { countryDialingCode: DIAL, mobileNum: "81'; drop table members;--" }, 'mobileNum'],
      [API_PATHS.bindEmailCode, { email: 'not-an-address' }, 'email'],
      [API_PATHS.bindEmail, { email: 'a@b.test', verificationCode: '<script>' }, 'verificationCode'],
    ] as const) {
      const answer = await memberCall<Failure>(t, carol, url.endsWith('code') ? 'POST' : 'PUT', url, body);
      expect(answer).toMatchObject({ status: 400, body: { code: 'request.invalid', field } });
    }
    const after = await t.db.handle.db.select().from(smsCodes).orderBy(desc(smsCodes.id)).limit(1);
    expect(after[0]?.id).toBe(before[0]?.id);
    const guest = await t.app.inject({ method: 'POST', url: API_PATHS.bindEmailCode, payload: { email: 'a@b.test' } });
    expect(guest.statusCode).toBe(401);
  });
});
