// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import { useSessionStore } from '../../../lib/session';
import { makeRegisterSettings, makeSession, publicKeyRoute, resetAccounts, sentPayload } from '../../../test/accounts';
import { makeSite } from '../../../test/fixtures';
import { renderAt, stubApi } from '../../../test/render';
import { sendFirebaseCode } from '../hooks/firebase-phone';
import { ForgotPopup } from './forgot-popup';
import { LoginPopup } from './login-popup';
import { RegisterPopup } from './register-popup';

vi.mock('../../../lib/encryption', () => import('../../../test/accounts'));
// Firebase Auth itself needs Google's servers: the module the field loads is replaced.
vi.mock('../hooks/firebase-phone', () => ({ sendFirebaseCode: vi.fn() }));

const FIREBASE = {
  apiKey: 'key-1',
  authDomain: 'nova-project.firebaseapp.com',
  projectId: 'nova-project',
  appId: '1:1:web:1',
};
const send = vi.mocked(sendFirebaseCode);

function renderFirebaseLogin() {
  const site = makeSite();
  const auth = { ...site.auth, social: { google: null, facebook: null, firebase: FIREBASE } };
  return renderAt(<LoginPopup auth={auth} agent={false} />, '/m/login');
}

async function askCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
  await user.type(screen.getByLabelText('Mobile number'), '81234567890');
  await user.click(screen.getByRole('button', { name: 'Get code' }));
}

afterEach(() => {
  resetAccounts();
  send.mockReset();
});

describe('Firebase phone sign-in', () => {
  it("sends the code through Firebase and logs in with Firebase's ID token", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(async (code: string) => `firebase-token-for-${code}`);
    send.mockResolvedValue(confirm);
    const { sent } = stubApi({ ...publicKeyRoute, [API_PATHS.login]: () => makeSession({ token: 'fb-phone' }) });
    const { router } = renderFirebaseLogin();
    await askCode(user);
    expect(await screen.findByText('We sent you a code by SMS.')).toBeTruthy();
    expect(send).toHaveBeenCalledWith(FIREBASE, '+6281234567890', expect.any(HTMLElement), 'en');
    expect(sent(API_PATHS.smsCode)).toHaveLength(0);

    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(confirm).toHaveBeenCalledWith('654321');
    expect(sentPayload(sent(API_PATHS.login)[0])).toEqual({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'firebase-token-for-654321',
      firebaseMobileNo: '81234567890',
      countryDialingCode: '+62',
      portal: 'member',
      remember: false,
    });
    expect(useSessionStore.getState().session?.token).toBe('fb-phone');
  });

  it("says in the member's words when Firebase refuses the number or the code, without logging in", async () => {
    const user = userEvent.setup();
    send.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }));
    const { calls } = stubApi({ ...publicKeyRoute });
    renderFirebaseLogin();
    await askCode(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many codes were asked for this number. Please wait a while and try again.',
    );

    send.mockResolvedValueOnce(() =>
      Promise.reject(Object.assign(new Error('x'), { code: 'auth/invalid-verification-code' })),
    );
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('We sent you a code by SMS.');
    await user.type(screen.getByLabelText('SMS code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code is not right. Check the SMS and try again.')).toBeTruthy();
    expect(calls.filter((url) => url.pathname === API_PATHS.login)).toHaveLength(0);
  });

  it('asks for the code to be sent first', async () => {
    const user = userEvent.setup();
    stubApi({ ...publicKeyRoute });
    renderFirebaseLogin();
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await user.type(screen.getByLabelText('Mobile number'), '81234567890');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Tap "Get code" first, then enter the code from the SMS.')).toBeTruthy();
  });
});

describe('reset by phone with Firebase', () => {
  it("sends Firebase's ID token for the number with the new password, and logs in", async () => {
    const user = userEvent.setup();
    send.mockResolvedValue(async (code: string) => `reset-token-for-${code}`);
    const { sent } = stubApi({ ...publicKeyRoute, [API_PATHS.resetByPhone]: () => makeSession({ token: 'reset' }) });
    const auth = {
      ...makeSite().auth,
      recovery: { email: false, phone: true },
      social: { google: null, facebook: null, firebase: FIREBASE },
    };
    renderAt(<ForgotPopup auth={auth} />, '/m/forget', { uiPath: '/m/forget' });
    await user.type(screen.getByLabelText('Mobile number'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByText('We sent you a code by SMS.');
    await user.type(screen.getByLabelText('SMS code'), '112233');
    await user.type(screen.getByLabelText('New password'), 'new123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('reset'));
    expect(sentPayload(sent(API_PATHS.resetByPhone)[0])).toMatchObject({
      mobileNum: '81234567',
      verificationCode: '112233',
      firebaseIdToken: 'reset-token-for-112233',
    });
    expect(sent(API_PATHS.smsCode)).toHaveLength(0);
  });
});

describe('Firebase phone code at registration', () => {
  it("registers with Firebase's ID token for the number once Firebase accepts the code", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(async (code: string) => {
      if (code !== '112233') throw Object.assign(new Error('x'), { code: 'auth/invalid-verification-code' });
      return `register-token-for-${code}`;
    });
    send.mockResolvedValue(confirm);
    const { sent } = stubApi({
      ...publicKeyRoute,
      [API_PATHS.registerSettings]: () => makeRegisterSettings({ defaultKind: 'mobile' }),
      [`PUT ${API_PATHS.register}`]: () => makeSession({ token: 'fb-register' }),
    });
    const auth = { ...makeSite().auth, social: { google: null, facebook: null, firebase: FIREBASE } };
    renderAt(<RegisterPopup auth={auth} siteName="Lucky" />, '/m/register', { uiPath: '/m/register' });
    await user.type(await screen.findByLabelText('Mobile number'), '81234567890');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('We sent you a code by SMS.')).toBeTruthy();
    expect(send).toHaveBeenCalledWith(FIREBASE, '+6281234567890', expect.any(HTMLElement), 'en');
    expect(sent(API_PATHS.smsCode)).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'abc123');

    await user.type(screen.getByLabelText('SMS code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The code is not right. Check the SMS and try again.')).toBeTruthy();
    expect(sent(API_PATHS.register)).toHaveLength(0);

    await user.clear(screen.getByLabelText('SMS code'));
    await user.type(screen.getByLabelText('SMS code'), '112233');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe('fb-register'));
    const payload = sentPayload(sent(API_PATHS.register)[0]);
    expect(payload).toMatchObject({
      kind: 'mobile',
      mobileNum: '81234567890',
      countryDialingCode: '+62',
      firebaseChannel: 'sms',
      firebaseIdToken: 'register-token-for-112233',
    });
    expect(payload.verificationCode).toBeUndefined();
  });
});
