// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, SMS_SENT_NOTICE_MS } from '@lobby/contract/core';
import { CAPTCHA, resetAccounts } from '../../../test/accounts';
import { makeSite } from '../../../test/fixtures';
import { failure, renderAt, stubApi } from '../../../test/render';
import { LoginPopup } from './login-popup';

function renderSmsLogin() {
  renderAt(<LoginPopup auth={makeSite().auth} agent={false} />, '/m/login');
}

async function openSmsTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
}

afterEach(() => {
  resetAccounts();
  vi.useRealTimers();
});

describe('SMS code button', () => {
  it('checks the mobile number first, and asks nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderSmsLogin();
    await openSmsTab(user);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter your mobile number.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('asks the image captcha, sends the code, then counts down to the expiry and is ready again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { sent } = stubApi({
      [API_PATHS.captcha]: () => CAPTCHA,
      [API_PATHS.smsCode]: () => ({ expirationTime: Date.now() + 3_000 }),
    });
    renderSmsLogin();
    await openSmsTab(user);
    await user.type(screen.getByLabelText('Mobile number'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const check = await screen.findByRole('group', { name: 'Security check' });
    await waitFor(() => expect(sent(API_PATHS.captcha)).toHaveLength(1));
    await user.type(within(check).getByLabelText('Security code'), '12');
    await user.click(within(check).getByRole('button', { name: 'Send code' }));

    expect((await screen.findByRole('status')).textContent).toBe('SMS sent');
    expect(sent(API_PATHS.smsCode)[0]?.body).toEqual({
      purpose: 'login',
      mobileNum: '81234567',
      countryDialingCode: '+62',
      captcha: '12',
      captchaKey: 'cap-1',
    });
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Resend in 3s' });
    expect(button).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByLabelText('SMS code'));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 2s' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(Math.max(2_500, SMS_SENT_NOTICE_MS)));
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });

  it('shows a wrong answer under the captcha and loads a new picture', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi({
      [API_PATHS.captcha]: () => CAPTCHA,
      [API_PATHS.smsCode]: () => failure('captcha.invalid', 400),
    });
    renderSmsLogin();
    await openSmsTab(user);
    await user.type(screen.getByLabelText('Mobile number'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const check = await screen.findByRole('group', { name: 'Security check' });
    await user.type(within(check).getByLabelText('Security code'), '99');
    await user.click(within(check).getByRole('button', { name: 'Send code' }));
    expect(await within(check).findByText('The captcha code is not correct.')).toBeTruthy();
    await waitFor(() => expect(sent(API_PATHS.captcha)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveProperty('disabled', true);
  });

  it('tells other failures in a toast and can be cancelled', async () => {
    const user = userEvent.setup();
    stubApi({ [API_PATHS.captcha]: () => CAPTCHA, [API_PATHS.smsCode]: () => failure('rate.limited', 429) });
    renderSmsLogin();
    await openSmsTab(user);
    await user.type(screen.getByLabelText('Mobile number'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const check = await screen.findByRole('group', { name: 'Security check' });
    await user.type(within(check).getByLabelText('Security code'), '3');
    await user.click(within(check).getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    await user.click(within(check).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });
});
