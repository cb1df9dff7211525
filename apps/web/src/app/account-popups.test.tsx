// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import { queryClient } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage';
import { makeRegisterSettings, resetAccounts, signIn } from '../test/accounts';
import { makeSite } from '../test/fixtures';
import { stubLobby } from '../test/lobby-api';
import { renderAppAt } from '../test/render-app';

function renderApp(path: string, site = {}) {
  stubLobby({ [API_PATHS.registerSettings]: () => makeRegisterSettings() }, site);
  return renderAppAt(path);
}

afterEach(() => {
  queryClient.clear();
  resetAccounts();
});

describe('account popups', () => {
  it('open on their own routes over home', async () => {
    renderApp('/m/login');
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Shortcuts' })).toBeTruthy();
  });

  it.each(['/m/register', '/m/register.html'])('%s opens the register popup', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
  });

  it('are open one at a time, switching routes, and closing one from its own route goes home', async () => {
    const user = userEvent.setup();
    const router = renderApp('/m/login');
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    const register = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/m/register');
    await user.click(await within(register).findByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('open over any page from the footer, and closing returns to that page', async () => {
    const user = userEvent.setup();
    const router = renderApp('/m/slot-games?vassalage=PG');
    const footer = await screen.findByRole('navigation', { name: 'Account' });
    await user.click(within(footer).getByRole('button', { name: 'Register' }));
    const register = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(router.state.location.search).toBe('?vassalage=PG&popup=register');
    await user.click(await within(register).findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/m/slot-games');
    expect(router.state.location.search).toBe('?vassalage=PG');
  });

  it('has no forgot popup when the site offers no recovery', async () => {
    const auth = { ...makeSite().auth, recovery: { email: false, phone: false } };
    const router = renderApp('/m/forget', { auth });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens change password only with a session', async () => {
    const router = renderApp('/m/changePsw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    queryClient.clear();
    signIn();
    renderApp('/m/changePsw');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeTruthy();
  });

  it('sends a member away from login and register', async () => {
    signIn();
    const router = renderApp('/m/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is the agent login on /m/agent, whose flag is cleared on other paths', async () => {
    const user = userEvent.setup();
    const router = renderApp('/m/agent');
    expect(await screen.findByRole('dialog', { name: 'Agent login' })).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.agent)).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.agent)).toBeNull());
  });
});
