// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthSettings } from '@lobby/contract/auth';
import { API_PATHS, EMAIL_SENT_BACK_MS } from '@lobby/contract/core';
import { useSessionStore } from '../../../lib/session';
import { makeSession, publicKeyRoute, resetAccounts, sentPayload } from '../../../test/accounts';
import { makeSite } from '../../../test/fixtures';
import { failure, renderAt, stubApi } from '../../../test/render';
import { ForgotPopup } from './forgot-popup';

vi.mock('../../../lib/encryption', () => import('../../../test/accounts'));

function renderForgot(recovery: AuthSettings['recovery'] = { email: true, phone: true }, route = '/m/forget') {
  return renderAt(<ForgotPopup auth={{ ...makeSite().auth, recovery }} />, route, { uiPath: '/m/forget' });
}

afterEach(() => {
  resetAccounts();
  vi.useRealTimers();
});

describe('forgot popup', () => {
  it('lets the visitor choose phone or e-mail when both are on, phone first', async () => {
    const user = userEvent.setup();
    renderForgot();
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Phone', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it.each([
    [{ email: true, phone: false }, 'E-mail'],
    [{ email: false, phone: true }, 'SMS code'],
  ])('offers only the method that is on (%o)', (recovery, field) => {
    renderForgot(recovery);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText(field)).toBeTruthy();
  });
});

describe('recovery by e-mail', () => {
  it('checks the e-mail address', async () => {
    const user = userEvent.setup();
    renderForgot({ email: true, phone: false });
    await user.type(screen.getByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('E-mail'), 'player1@mail');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This e-mail address is not correct.')).toBeTruthy();
  });

  it('sends trimmed values form-encoded, confirms for a second, then goes back', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({ [API_PATHS.emailRecovery]: () => ({ done: true }) });
    const { router } = renderForgot({ email: true, phone: false });
    await user.type(screen.getByLabelText('Username'), ' player1 ');
    await user.type(screen.getByLabelText('E-mail'), ' jo@mail.com ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a reset link is on its way/)).toBeTruthy();
    expect(sent(API_PATHS.emailRecovery)[0]?.body).toEqual({ username: 'player1', email: 'jo@mail.com' });
    expect(router.state.location.pathname).toBe('/m/forget');
    await act(() => vi.advanceTimersByTimeAsync(EMAIL_SENT_BACK_MS));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});

describe('reset by phone', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Mobile number'), '81234567');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'new123');
  }

  it('keeps submit off until a field is touched and while any field has an error', async () => {
    const user = userEvent.setup();
    renderForgot({ email: false, phone: true });
    const submit = screen.getByRole('button', { name: 'Reset password' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('At least 6 digits.')).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '12');
    expect(await screen.findByText('Use 6 to 20 digits.')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Mobile number'), '345678');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });

  it('logs the member in with the new password and closes', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({ ...publicKeyRoute, [API_PATHS.resetByPhone]: () => makeSession({ token: 'reset' }) });
    const { router } = renderForgot({ email: false, phone: true });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sentPayload(sent(API_PATHS.resetByPhone)[0])).toEqual({
      countryDialingCode: '+62',
      mobileNum: '81234567',
      verificationCode: '123456',
      newPassword: 'new123',
    });
    expect(useSessionStore.getState().session?.token).toBe('reset');
  });

  it('clears the password when it is the old one, and the code on any other failure', async () => {
    const user = userEvent.setup();
    let answer = () => failure('modify.new.old.same', 400);
    stubApi({ ...publicKeyRoute, [API_PATHS.resetByPhone]: () => answer() });
    renderForgot({ email: false, phone: true });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The new and old password must differ.')).toBeTruthy();
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('SMS code') as HTMLInputElement).value).toBe('123456');

    answer = () => failure('verification.code.invalid', 400);
    await user.type(screen.getByLabelText('New password'), 'other123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Verification code error.')).toBeTruthy();
    expect((screen.getByLabelText('SMS code') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('other123');
  });
});

describe('reset link', () => {
  it('sets a new password from the e-mailed link and logs in', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({ [API_PATHS.resetByLink]: () => makeSession({ token: 'linked' }) });
    const { router } = renderForgot({ email: true, phone: false }, '/m/forget?resetToken=abcdefghijklmnop');
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'fresh123');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(sent(API_PATHS.resetByLink)[0]?.body).toEqual({
      resetToken: 'abcdefghijklmnop',
      newPassword: 'fresh123',
      confirmNewPassword: 'fresh123',
    });
    expect(useSessionStore.getState().session?.token).toBe('linked');
  });

  it('offers a new e-mail when the link no longer works', async () => {
    const user = userEvent.setup();
    stubApi({ [API_PATHS.resetByLink]: () => failure('reset.link.invalid', 400) });
    const { router } = renderForgot({ email: true, phone: false }, '/m/forget?resetToken=abcdefghijklmnop');
    await user.type(screen.getByLabelText('New password'), 'fresh123');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is not valid or has expired.');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });
});
