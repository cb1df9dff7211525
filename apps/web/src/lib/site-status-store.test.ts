import { describe, expect, it } from 'vitest';
import { serviceEntryAction } from '../shared/site/customer-service';
import { noteRefusal, setSiteStatus, useSiteStatusStore } from './site-status-store';

describe('site status store', () => {
  it('switches to maintenance or region on the gate’s codes only', () => {
    setSiteStatus(0);
    noteRefusal('permission.denied');
    noteRefusal('network');
    expect(useSiteStatusStore.getState().status).toBe(0);
    noteRefusal('region.restricted');
    expect(useSiteStatusStore.getState().status).toBe(2);
    noteRefusal('system.maintenance');
    expect(useSiteStatusStore.getState().status).toBe(1);
    setSiteStatus(0);
    expect(useSiteStatusStore.getState().status).toBe(0);
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
