import type { Session } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, type MerchantSettings } from '../../db/schema/index';
import { membersCount, withSettings } from '../../test/account-records';
import { nextAddress, sendEncrypted } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { startLocalIssuer, type LocalIssuer } from '../../test/identity-issuer';

type Answer = { success: boolean; value: Session } & Failure;

const PROJECT = 'nova-register';

// With Firebase phone sign-in on, the register form's mobile code is Firebase's: its ID token for the
// registered number stands in for the site's SMS code (as for the reset by phone).
describe.each(DRIVERS)('registration with a Firebase phone token on %s', (driver) => {
  let t: TestApp;
  let firebase: LocalIssuer;
  beforeAll(async () => {
    t = await createTestApp(driver);
    firebase = await startLocalIssuer(PROJECT);
  });
  afterAll(async () => {
    await firebase.close();
    await t.close();
  });

  const withFirebase = (enabled: boolean, body: () => Promise<void>) =>
    withSettings(
      t,
      (settings): MerchantSettings => ({
        ...settings,
        flags: { ...settings.flags, REGMOBVERF3: true },
        auth: {
          ...settings.auth,
          social: {
            google: null,
            facebook: null,
            firebase: {
              enabled,
              apiKey: 'AIzaRegisterKey0123',
              authDomain: `${PROJECT}.firebaseapp.com`,
              projectId: PROJECT,
              appId: '1:1:web:1',
              audience: PROJECT,
              issuer: firebase.issuer,
              jwksUrl: firebase.jwksUrl,
            },
          },
        },
      }),
      body,
    );
  const byMobile = (mobileNum: string, extra: Record<string, unknown>) =>
    sendEncrypted<Answer>(
      t.app,
      API_PATHS.register,
      {
        kind: 'mobile',
        countryDialingCode: '+62',
        mobileNum,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        acceptTerms: true,
        ...extra,
      },
      { method: 'PUT', ip: nextAddress() },
    );
  const proof = async (phone: string) => ({
    firebaseChannel: 'sms',
    firebaseIdToken: await firebase.sign({ sub: `f-${phone}`, phone_number: phone }),
  });

  it('registers with the token for the number; the number counts as verified', () =>
    withFirebase(true, async () => {
      const { status, body } = await byMobile('81277800001', await proof('+6281277800001'));
      expect(status).toBe(200);
      expect(body.value.userName).toBe('6281277800001');
      const [row] = await t.db.handle.db.select().from(members).where(eq(members.mobileNum, '81277800001'));
      expect(row?.mobileVerifiedAt).toBeInstanceOf(Date);
    }));

  it("refuses another number's token, another project's, or a forged one, and writes nothing", () =>
    withFirebase(true, async () => {
      const before = await membersCount(t);
      const other = await byMobile('81277800002', await proof('+6281277899999'));
      expect(other.body).toMatchObject({ code: 'verification.code.invalid', field: 'verificationCode' });
      const foreign = await firebase.sign({ sub: 'f', phone_number: '+6281277800002' }, { audience: 'other' });
      const project = await byMobile('81277800002', { firebaseChannel: 'sms', firebaseIdToken: foreign });
      expect(project.body.code).toBe('verification.code.invalid');
      const forged = await byMobile('81277800002', { firebaseChannel: 'sms', firebaseIdToken: 'not.a.token' });
      expect(forged.body.code).toBe('verification.code.invalid');
      const channel = await byMobile('81277800002', { ...(await proof('+6281277800002')), firebaseChannel: 'mail' });
      expect(channel.status).toBe(400);
      expect(await membersCount(t)).toBe(before);
    }));

  it('asks for the SMS code when Firebase is switched off, whatever token comes', () =>
    withFirebase(false, async () => {
      const refused = await byMobile('81277800003', await proof('+6281277800003'));
      expect(refused.body).toMatchObject({ code: 'request.invalid', field: 'verificationCode' });
    }));
});
