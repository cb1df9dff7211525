// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { API_PATHS } from '@lobby/contract/core';
import type { MemberSettings } from '@lobby/contract/member-settings';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { resetAccounts, signIn } from '../../test/accounts';
import { renderWithApp, stubApi } from '../../test/render';
import { useBalanceVisibility } from '../wallet/hooks/balance-visibility';
import { MemberSettingsSync } from './settings-sync';

const SAVED: MemberSettings = {
  language: 'id',
  hideBalance: true,
  gameSound: false,
  messages: { announcements: true, promotions: false },
  picture: null,
};

afterEach(async () => {
  resetAccounts();
  await act(() => setLanguage('en', false));
  useBalanceVisibility.getState().setHidden(false);
});

describe('the member settings on this device', () => {
  it('switches to the member’s language and masks the balance when their settings load', async () => {
    signIn();
    stubApi({ [API_PATHS.memberSettings]: () => SAVED });
    renderWithApp(<MemberSettingsSync />);
    await waitFor(() => expect(currentLanguage()).toBe('id'));
    expect(useBalanceVisibility.getState().hidden).toBe(true);
  });

  it('saves a language picked elsewhere on the site, keeping the other settings', async () => {
    signIn();
    const api = stubApi({
      [API_PATHS.memberSettings]: () => SAVED,
      [`PUT ${API_PATHS.memberSettings}`]: (_url, request) => ({ ...(request.body as object), picture: null }),
    });
    renderWithApp(<MemberSettingsSync />);
    await waitFor(() => expect(currentLanguage()).toBe('id'));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(api.sent(API_PATHS.memberSettings).some((call) => call.method === 'PUT')).toBe(true));
    const put = api.sent(API_PATHS.memberSettings).find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ ...SAVED, picture: undefined, language: 'en' });
  });

  it('does nothing for a visitor', async () => {
    const api = stubApi({ [API_PATHS.memberSettings]: () => SAVED });
    renderWithApp(<MemberSettingsSync />);
    await act(() => Promise.resolve());
    expect(api.sent(API_PATHS.memberSettings)).toEqual([]);
    expect(currentLanguage()).toBe('en');
  });
});
