// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lobby/contract/core';
import { makeSession, resetAccounts, signIn } from '../test/accounts';
import { failure, stubApi } from '../test/render';
import { ApiError, apiGet, apiSend } from './api-client';
import { useSessionStore } from './session';
import { useToastStore } from './toast';

afterEach(() => {
  resetAccounts();
});

describe('session token', () => {
  it('is sent as a bearer token on every call once logged in, and not before', async () => {
    const { requests } = stubApi({ '/x': () => ({}) });
    await apiGet('/x');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    signIn({ token: 'abc' });
    await apiGet('/x');
    await apiSend('POST', '/x', { a: 1 });
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[2]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it.each(['session.ended', 'login.required'])(
    'is forgotten when the server answers %s, and the member is told',
    async (code) => {
      signIn();
      stubApi({ [API_PATHS.renewSession]: () => failure(code, 401) });
      await expect(apiSend('POST', API_PATHS.renewSession)).rejects.toMatchObject({ code });
      expect(useSessionStore.getState().session).toBeNull();
      expect(useToastStore.getState().toast).toMatchObject({ tone: 'error', message: 'errors.session.ended' });
    },
  );

  it('is kept on other failures', async () => {
    signIn();
    stubApi({ '/x': () => failure('permission.denied', 403) });
    await expect(apiGet('/x')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('is not cleared by the answer to an older session', async () => {
    signIn({ token: 'old' });
    stubApi({
      '/x': () => {
        useSessionStore.setState({ session: makeSession({ token: 'new' }) });
        return failure('session.ended', 401);
      },
    });
    await expect(apiGet('/x')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().session?.token).toBe('new');
  });
});

describe('apiSend', () => {
  it('sends JSON', async () => {
    const { requests } = stubApi({ 'POST /x': () => ({ done: true }) });
    await expect(apiSend('POST', '/x', { oldPassword: 'a1' })).resolves.toEqual({ done: true });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ oldPassword: 'a1' });
  });

  it('sends a form-encoded body', async () => {
    const { requests } = stubApi({ 'POST /x': () => ({ done: true }) });
    await apiSend('POST', '/x', { username: 'jo', email: 'jo@x.io' }, { form: true });
    expect(requests[0]?.body).toEqual({ username: 'jo', email: 'jo@x.io' });
  });

  it('sends no body when there is none (logout)', async () => {
    const { requests } = stubApi({ 'DELETE /x': () => ({ done: true }) });
    await apiSend('DELETE', '/x');
    expect(requests[0]).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('keeps the failure facts: field and value', async () => {
    stubApi({ '/x': () => failure('login.failed', 401, { value: { captcha: true }, field: 'username' }) });
    const error = await apiSend('POST', '/x', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'login.failed', status: 401, field: 'username', value: { captcha: true } });
  });
});
