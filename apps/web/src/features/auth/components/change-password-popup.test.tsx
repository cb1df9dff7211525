// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, CHANGE_PASSWORD_REDIRECT_MS } from '@lobby/contract/core';
import { useSessionStore } from '../../../lib/session';
import { resetAccounts, signIn } from '../../../test/accounts';
import { failure, renderAt, stubApi } from '../../../test/render';
import { ChangePasswordPopup } from './change-password-popup';

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, old = 'old123', next = 'new123', confirm = next) {
  await user.type(screen.getByLabelText('Current password'), old);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

beforeEach(() => {
  signIn({ token: 'member' });
});
afterEach(() => {
  resetAccounts();
  vi.useRealTimers();
});

describe('change password popup', () => {
  it('keeps submit off until every field is filled', async () => {
    const user = userEvent.setup();
    renderAt(<ChangePasswordPopup />, '/m/changePsw');
    const submit = screen.getByRole('button', { name: 'Change password' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Current password'), 'old123');
    await user.type(screen.getByLabelText('New password'), 'new123');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm new password'), 'n');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('wants a different new password and a matching confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderAt(<ChangePasswordPopup />, '/m/changePsw');
    await fill(user, 'same123', 'same123', 'same124');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new and old password must differ.')).toBeTruthy();
    expect(screen.getByText('The confirmation does not match the password.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    const user = userEvent.setup();
    stubApi({ [API_PATHS.changePassword]: () => failure('password.incorrect', 400) });
    renderAt(<ChangePasswordPopup />, '/m/changePsw');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('says the password changed, keeps the session, and goes home a second later', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({ [API_PATHS.changePassword]: () => ({ done: true }) });
    const { router } = renderAt(<ChangePasswordPopup />, '/m/changePsw');
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password was changed.');
    expect(sent(API_PATHS.changePassword)[0]?.body).toEqual({
      oldPassword: 'old123',
      newPassword: 'new123',
      confirmNewPassword: 'new123',
    });
    expect(sent(API_PATHS.changePassword)[0]?.headers.get('Authorization')).toBe('Bearer member');
    expect(sent(API_PATHS.changePassword)[0]?.url.searchParams.get('language')).toBe('en');
    expect(router.state.location.pathname).toBe('/m/changePsw');
    await act(() => vi.advanceTimersByTimeAsync(CHANGE_PASSWORD_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useSessionStore.getState().session?.token).toBe('member');
  });
});
