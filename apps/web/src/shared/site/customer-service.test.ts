// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchChat, serviceEntryAction } from './customer-service';

function respond(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

/** A stand-in for the tab window.open returns. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('launchChat', () => {
  it('opens the chat in a new tab taken in the tap, cut off from this page', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    respond({ success: true, value: { chatUrl: 'https://chat.test/nova?b2c=1' } });
    const launched = launchChat('/m/home');
    // Opened before the launch call answers: a tab opened after an await is a blocked popup.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await launched;
    expect(tab.location.href).toBe('https://chat.test/nova?b2c=1');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab again when the site has no chat', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    respond({ success: false, code: 'permission.denied', message: 'no' }, 403);
    await expect(launchChat('/m/home')).rejects.toMatchObject({ code: 'permission.denied' });
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});

describe('customer-service entries', () => {
  const chat = { title: 'Live chat', csType: 'LIVECHAT' as const, path: 'https://chat.example.com' };
  const telegram = { title: 'Telegram', csType: 'TELEGRAM' as const, path: 'https://t.me/x' };
  it('opens live chat through the launch only for real members with the chat on', () => {
    expect(serviceEntryAction(chat, { realMember: true, chatEnabled: true })).toBe('chat');
    expect(serviceEntryAction(chat, { realMember: false, chatEnabled: true })).toBe('link');
    expect(serviceEntryAction(chat, { realMember: true, chatEnabled: false })).toBe('link');
    expect(serviceEntryAction(telegram, { realMember: true, chatEnabled: true })).toBe('link');
  });
});
