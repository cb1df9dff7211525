import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  EDITOR,
  phoneOptions,
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  seriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });
// Two browsers and a site sign-in on a shared two-core machine: waits longer than the console's default.
const expect = baseExpect.configure({ timeout: 20_000 });

const SERVICES = '/api/v1/admin/site/customer-service';
const MEMBER = { username: 'player01', password: 'Play1234' };

/** The site's customer service pointed at our own chat page (restored by the caller). */
async function useOurChat(request: APIRequestContext, token: string): Promise<object> {
  const headers = { authorization: `Bearer ${token}` };
  const before = ((await (await request.get(SERVICES, { headers })).json()) as { value: object }).value;
  const put = await request.put(SERVICES, {
    headers,
    data: { ...before, customerService: [{ title: 'Live chat', csType: 'LIVECHAT', url: '/m/chat' }], chat: null },
  });
  expect(put.status()).toBe(200);
  return before;
}

/** The console sidebar's count of conversations waiting for an answer, read from the link's name. */
async function waiting(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Customer chat/ });
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) waiting$/.exec(name)?.[1] ?? 0);
}

/** The header badge's number (announcements + chat + inbox), 0 when there is none. */
async function badge(phone: Page): Promise<number> {
  const shown = phone.getByTestId('unread-badge');
  return (await shown.count()) === 0 ? 0 : Number(await shown.textContent());
}

test('a member writes, the desk answers live with a canned reply, and the phone shows it without a reload', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Two browsers, two sign-ins and a round trip each way: longer than the default 30 s on this machine.
  test.setTimeout(150_000);
  const token = await operatorToken(request, ADMIN);
  const before = await useOurChat(request, token);
  const phoneContext = await browser.newContext(phoneOptions(baseURL));
  await phoneContext.addInitScript(() =>
    window.localStorage.setItem('lobby.noticePopupHiddenUntil', '2999-12-31T00:00:00.000Z'),
  );
  // Both clocks run as usual, but the polls below are brought forward (fastForward) instead of waited for.
  await phoneContext.clock.install();
  await page.clock.install();
  try {
    // The desk is open first, its event stream connected.
    await signIn(page, REVIEWER);
    await expectShell(page, REVIEWER);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customer chat' }).click();
    await expect(page.getByRole('heading', { name: 'Customer chat' })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    // Earlier runs on this database may have left conversations waiting: the API says how many.
    const queue = await request.get('/api/v1/admin/chat/conversations?pageSize=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const waitingBefore = ((await queue.json()) as { value: { waiting: number } }).value.waiting;
    await expect.poll(() => waiting(page)).toBe(waitingBefore);

    // The member, on their phone, opens customer service from the header: our chat page, same tab.
    const phone = await phoneContext.newPage();
    await phone.goto('/m/login');
    const login = phone.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('textbox', { name: 'Username' }).fill(MEMBER.username);
    await login.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await phone.goto('/m/home');
    await phone.getByRole('button', { name: 'Customer service' }).click();
    await expect(phone).toHaveURL(/\/m\/chat$/);
    const question = `Where is my deposit? <b>${Date.now().toString(36)}</b>`;
    await phone.getByLabel('Your message').fill(question);
    await phone.getByRole('button', { name: 'Send' }).click();
    const phoneLog = phone.getByRole('log', { name: 'Conversation with customer service' });
    // Plain text: the markup shows as typed, never as HTML.
    await expect(phoneLog).toContainText(question);

    // The desk: the conversation arrives in the queue live, unread.
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: question });
    await expect(row).toContainText(MEMBER.username);
    await expect(row).toContainText(/\d+ unread/);
    // The sidebar counts it live, in the link's name.
    await expect.poll(() => waiting(page)).toBe(waitingBefore + 1);
    await expect(
      page.getByRole('link', { name: `Customer chat, ${waitingBefore + 1} waiting`, exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('chat-waiting')).toHaveText(String(waitingBefore + 1));
    await row.click();
    const deskLog = page.getByRole('log', { name: `Messages with ${MEMBER.username}` });
    await expect(deskLog).toContainText(question);
    await expect(page.getByRole('complementary', { name: 'Member' })).toContainText('1,000.00');
    await expect(row).not.toContainText('unread');

    await page.getByRole('group', { name: 'Canned replies' }).getByRole('button', { name: 'Greeting' }).click();
    await expect(page.getByLabel('Reply')).toHaveValue(/Thank you for contacting us/);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(deskLog).toContainText('Thank you for contacting us');
    await expect(page.getByLabel('Reply')).toHaveValue('');
    await expect.poll(() => waiting(page)).toBe(waitingBefore);

    // The phone: the answer appears without a reload.
    await expect(phoneLog).toContainText('Thank you for contacting us');
    await keepScreenshot(phone, testInfo, 'chat-phone');
    expect(await seriousViolations(phone)).toEqual([]);
    await keepScreenshot(page, testInfo, 'chat-console');
    expect(await seriousViolations(page)).toEqual([]);

    // Unread counts: an answer while the member is elsewhere raises the header badge by one; reading it lowers it.
    await phone.goto('/m/home');
    // The demo's unread notices light the badge: read it once it is in.
    await expect(phone.getByTestId('unread-badge')).toBeVisible();
    const baseline = await badge(phone);
    await page.getByRole('group', { name: 'Canned replies' }).getByRole('button', { name: 'Checking' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(deskLog).toContainText('I am checking this for you now');
    // No reload: the phone's header asks for the chat count every 15 s on a site whose chat is ours; its
    // clock jumps those 15 s, so the poll (and nothing else) brings the new count.
    await phone.clock.fastForward(15_000);
    await expect(phone.getByTestId('unread-badge')).toHaveText(String(baseline + 1), { timeout: 30_000 });
    await phone.getByRole('button', { name: 'Customer service' }).click();
    await expect(phoneLog).toContainText('I am checking this for you now');
    // Back in the site (no reload): opening the chat cleared its count.
    await phone.goBack();
    await expect(phone.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect.poll(() => badge(phone)).toBe(baseline);

    // Away from the chat page the console polls: a new member message still shows in the sidebar.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click();
    await phone.getByRole('button', { name: 'Customer service' }).click();
    await phone.getByLabel('Your message').fill('One more question');
    await phone.getByRole('button', { name: 'Send' }).click();
    await expect(phoneLog).toContainText('One more question');
    // The sidebar asks every 20 s away from the desk: the console's clock jumps them.
    await page.clock.fastForward(20_000);
    await expect.poll(() => waiting(page), { timeout: 30_000 }).toBe(waitingBefore + 1);
    await keepScreenshot(page, testInfo, 'chat-sidebar-waiting');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await phoneContext.close();
    await request.put(SERVICES, { headers: { authorization: `Bearer ${token}` }, data: before });
  }
});

test('an editor has no customer chat, in the navigation or by its address', async ({ page }) => {
  await signIn(page, EDITOR);
  await expectShell(page, EDITOR);
  await expect(page.getByRole('link', { name: 'Customer chat' })).toHaveCount(0);
  await page.goto('/admin/chat');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Customer chat' })).toHaveCount(0);
});
