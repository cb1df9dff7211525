// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARK_READ_THROTTLE_MS, type Announcement, type AnnouncementsFeed } from '@lobby/contract/announcements';
import { API_PATHS } from '@lobby/contract/core';
import { resetAccounts, signIn } from '../../test/accounts';
import { makeNotice } from '../../test/fixtures';
import { renderAt, stubApi } from '../../test/render';
import { useHomeEntryPopups } from '../../shared/popups/home-entry-popups';
import { STORAGE_KEYS } from '../../lib/storage';
import { AnnouncementPopups } from './components/announcement-popups';
import { NoticeBar } from './components/notice-bar';
import { NoticeDetail } from './components/notice-detail';
import { NoticeList } from './components/notice-list';
import { createReadQueue } from './hooks/read-queue';

/** A notice whose body carries a script, which the page must never run. */
function notice(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return makeNotice(id, { content: `<p>Body of notice ${id}</p><script>window.hacked = true</script>`, ...overrides });
}

function feed(overrides: Partial<AnnouncementsFeed> = {}): AnnouncementsFeed {
  return { banners: [], playerNotices: [], popup: [], hot: [], promotion: [], ...overrides };
}

beforeEach(() => {
  resetAccounts();
  useHomeEntryPopups.setState({ done: new Set() });
});
afterEach(() => vi.useRealTimers());

describe('notice bar', () => {
  it('links each title to the notice page at its index', async () => {
    stubApi({ [API_PATHS.announcements]: () => feed({ playerNotices: [notice(1), notice(2)] }) });
    renderAt(<NoticeBar />, '/m/home');
    const bar = await screen.findByRole('region', { name: 'Announcements' });
    const links = await within(bar).findAllByRole('link', { name: /^Open announcement/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/m/notice?index=0', '/m/notice?index=1']);
    expect(links[1]).toHaveProperty('textContent', 'Notice 2');
  });

  it("says 'No announcement' when there is none", async () => {
    const api = stubApi({ [API_PATHS.announcements]: () => feed() });
    renderAt(<NoticeBar />, '/m/home');
    expect(await screen.findByText('No announcement')).toBeTruthy();
    const query = api.sent(API_PATHS.announcements)[0]?.url.searchParams;
    expect(query?.get('types')).toBe('PL,PU');
    expect(query?.get('platform')).toBe('M');
    expect(query?.get('language')).toBe('en');
  });
});

describe('notice page', () => {
  it('shows title, the date in the chosen language and preview, and marks out ?index=', async () => {
    // jsdom does not lay out: record the scroll instead.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubApi({ [API_PATHS.announcements]: () => feed({ playerNotices: [notice(1), notice(2), notice(3)] }) });
    renderAt(<NoticeList highlight={1} />, '/m/notice');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading').textContent).toBe('Notice 1');
    expect(items[0]!.querySelector('time')?.textContent).toBe('Mar 5, 2026');
    expect(items[0]!.textContent).toContain('Body of notice 1');
    expect(within(items[1]!).getByRole('link').getAttribute('aria-current')).toBe('true');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/m/noticeDetail?id=1');
    expect(scrolled.mock.contexts[0]).toBe(items[1]);
    expect(document.activeElement).toBe(within(items[1]!).getByRole('link'));
    // A visitor keeps no read state: no unread marks.
    expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
  });

  it('marks the unread notices for a member', async () => {
    signIn();
    stubApi({ [API_PATHS.announcements]: () => feed({ playerNotices: [notice(1, { read: true }), notice(2)] }) });
    renderAt(<NoticeList highlight={null} />, '/m/notice');
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(items[1]!).getByRole('img', { name: 'Unread' })).toBeTruthy();
  });
});

describe('notice detail', () => {
  it('renders the HTML without its script and marks it read for a member, once, then refreshes the unread counts', async () => {
    signIn();
    const api = stubApi({
      [`${API_PATHS.announcements}/7`]: () => notice(7),
      [`POST ${API_PATHS.announcementRead}`]: () => ({ announcementId: '7', read: true }),
    });
    const { container, client } = renderAt(<NoticeDetail id="7" />, '/m/noticeDetail?id=7', {
      uiPath: '/m/noticeDetail',
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(await screen.findByText('Body of notice 7')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await waitFor(() => expect(api.sent(API_PATHS.announcementRead)).toHaveLength(1));
    expect(api.sent(API_PATHS.announcementRead)[0]?.body).toEqual({ announcementId: '7', read: true });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['unread'] }));
  });

  it('marks nothing for a visitor or a trial account', async () => {
    for (const setup of [() => undefined, () => signIn({ trial: true, type: 4 })]) {
      resetAccounts();
      setup();
      const api = stubApi({ [`${API_PATHS.announcements}/8`]: () => notice(8) });
      const view = renderAt(<NoticeDetail id="8" />, '/m/noticeDetail?id=8', { uiPath: '/m/noticeDetail' });
      expect(await screen.findByText('Body of notice 8')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, MARK_READ_THROTTLE_MS * 2));
      expect(api.sent(API_PATHS.announcementRead)).toHaveLength(0);
      view.unmount();
    }
  });
});

describe('read queue', () => {
  it('sends at most one call per interval, in order, each id once, and drops none', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const queue = createReadQueue((id) => sent.push(id), 150);
    queue.push('1');
    queue.push('2');
    queue.push('2');
    queue.push('3');
    vi.advanceTimersByTime(0);
    expect(sent).toEqual(['1']);
    vi.advanceTimersByTime(149);
    expect(sent).toEqual(['1']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['1', '2']);
    vi.advanceTimersByTime(150);
    expect(sent).toEqual(['1', '2', '3']);
  });
});

describe('home pop-up carousel', () => {
  it('shows the pop-ups with previous and next, and hands on when closed', async () => {
    const user = userEvent.setup();
    stubApi({
      [API_PATHS.announcements]: () =>
        feed({
          popup: [
            notice(11, { type: 'PU', title: 'First pop-up' }),
            notice(12, { type: 'PU', title: 'Second pop-up' }),
          ],
        }),
    });
    renderAt(<AnnouncementPopups />, '/m/home');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getByRole('button', { name: 'Previous announcement' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next announcement' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(useHomeEntryPopups.getState().done.has('announcements')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useHomeEntryPopups.getState().done.has('announcements')).toBe(true);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.noticePopupShown)).toBe('1');
  });

  it('opens the details accordion from "More": stripped titles, dates in the chosen language, the HTML', async () => {
    const user = userEvent.setup();
    stubApi({
      [API_PATHS.announcements]: () =>
        feed({ popup: [notice(21, { type: 'PU', title: 'Bold <b>offer</b>', content: '<p>Offer details</p>' })] }),
    });
    renderAt(<AnnouncementPopups />, '/m/home');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await user.click(within(dialog).getByRole('button', { name: /^More/ }));
    const details = await screen.findByRole('dialog', { name: 'Announcement details' });
    const header = within(details).getByRole('button', { expanded: true });
    expect(header.textContent).toContain('Bold offer');
    expect(header.textContent).not.toContain('<b>');
    expect(header.querySelector('time')?.textContent).toBe('Mar 5, 2026');
    expect(within(details).getByText('Offer details')).toBeTruthy();
  });

  it('shows nothing and hands on at once when there is no pop-up, or after "do not show again today"', async () => {
    stubApi({ [API_PATHS.announcements]: () => feed() });
    const first = renderAt(<AnnouncementPopups />, '/m/home');
    await waitFor(() => expect(useHomeEntryPopups.getState().done.has('announcements')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    useHomeEntryPopups.setState({ done: new Set() });
    window.localStorage.setItem(STORAGE_KEYS.noticePopupHiddenUntil, new Date(Date.now() + 60_000).toISOString());
    stubApi({ [API_PATHS.announcements]: () => feed({ popup: [notice(31, { type: 'PU' })] }) });
    renderAt(<AnnouncementPopups />, '/m/home');
    await waitFor(() => expect(useHomeEntryPopups.getState().done.has('announcements')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while the login popup is open', async () => {
    stubApi({ [API_PATHS.announcements]: () => feed({ popup: [notice(41, { type: 'PU' })] }) });
    renderAt(<AnnouncementPopups />, '/m/login', { uiPath: '/m/login' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
