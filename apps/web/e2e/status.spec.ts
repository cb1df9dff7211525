import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { PLAYERS, logIn } from './accounts';
import { keepScreenshot } from './fixtures';
import { dismissHomePopups } from './home-popups';

/** The demo site's admin (seeded), logged in through the operator API. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novaadmin', password: 'Operator-2026!' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

async function adminPut(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.put(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { value: T }).value;
}

const MAINTENANCE_OFF = { active: false, windows: [], message: {} };
/** The demo seeds no customer service (docs/decisions/127-no-dead-customer-service-link.md): these tests give the site one, then take it away. */
const CONTACT = 'https://t.me/luckynova_support';
const withContact = (services: object) => ({
  ...services,
  customerService: [{ title: 'Telegram support', csType: 'TELEGRAM', url: CONTACT }],
});

test('maintenance switched on shows the maintenance page with the address and a contact link; off brings home back', async ({
  page,
  request,
}, testInfo) => {
  const token = await operatorToken(request);
  const services = await adminGet<object>(request, token, ADMIN_PATHS.siteCustomerService);
  await adminPut(request, token, ADMIN_PATHS.siteCustomerService, withContact(services));
  await adminPut(request, token, ADMIN_PATHS.siteMaintenance, {
    active: true,
    windows: [],
    message: { en: 'We are upgrading our game servers. Thank you for your patience!' },
  });
  try {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible();
    await expect(page.getByText('We are upgrading our game servers. Thank you for your patience!')).toBeVisible();
    await expect(page.getByText('Your IP address')).toBeVisible();
    await expect(page.getByText('127.0.0.1')).toBeVisible();
    const contact = page.getByRole('link', { name: 'Contact customer service' });
    await expect(contact).toHaveAttribute('href', CONTACT);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'status-maintenance');

    // A deep link lands on the same page: every API call but the site's own is refused.
    await page.goto('/m/slot-games?vassalage=PG');
    await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible();

    await adminPut(request, token, ADMIN_PATHS.siteMaintenance, MAINTENANCE_OFF);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toHaveCount(0);
  } finally {
    await adminPut(request, token, ADMIN_PATHS.siteMaintenance, MAINTENANCE_OFF);
    await adminPut(request, token, ADMIN_PATHS.siteCustomerService, services);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'status-back-home');
});

test('a member sees a new message from the operator: badge, unread dot, the message, then read', async ({
  page,
  request,
}, testInfo) => {
  // Two logins' worth of home pop-ups and a reload: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const member = PLAYERS.records;
  await logIn(page, member.username, member.password);
  await dismissHomePopups(page);
  const messages = page.getByRole('button', { name: /^Messages/ });
  await expect(messages).toBeVisible();
  const badge = page.getByTestId('unread-badge');
  const countOf = async () => ((await badge.count()) === 0 ? 0 : Number(await badge.textContent()));
  // The seeded broadcast (and any unread announcements) counts already.
  await expect.poll(countOf).toBeGreaterThan(0);
  const before = await countOf();

  const token = await operatorToken(request);
  const title = `Your weekend bonus ${Date.now().toString(36)}`;
  const sent = await request.post(ADMIN_PATHS.inbox, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      audience: 'member',
      username: member.username,
      title,
      content: '<p>Enjoy <strong>20 free spins</strong> on Nova Keno this weekend.</p><ul><li>No wagering</li></ul>',
    },
  });
  expect(sent.ok()).toBe(true);

  await page.reload();
  await dismissHomePopups(page);
  await expect.poll(countOf).toBe(before + 1);
  await expect(messages).toHaveAccessibleName(`Messages (${before + 1} unread)`);
  await keepScreenshot(page, testInfo, 'status-inbox-badge');

  await messages.click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const row = page.getByRole('link', { name: `Open message: ${title}` });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('unread-dot')).toBeVisible();
  await keepScreenshot(page, testInfo, 'status-inbox-list');

  await row.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('20 free spins')).toBeVisible();
  await keepScreenshot(page, testInfo, 'status-inbox-message');

  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('unread-dot')).toHaveCount(0);
  await page.goto('/m/home');
  await dismissHomePopups(page);
  await expect.poll(countOf).toBe(before);
});

test('a route whose flag is off shows contact customer service instead of the feature', async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, PLAYERS.play.username, PLAYERS.play.password);
  await dismissHomePopups(page);
  const token = await operatorToken(request);
  const flags = await adminGet<{ flags: Record<string, boolean> }>(request, token, ADMIN_PATHS.siteFlags);
  const services = await adminGet<object>(request, token, ADMIN_PATHS.siteCustomerService);
  await adminPut(request, token, ADMIN_PATHS.siteCustomerService, withContact(services));
  await adminPut(request, token, ADMIN_PATHS.siteFlags, { ...flags, flags: { ...flags.flags, REWCEN3: false } });
  try {
    await page.goto('/m/rewardCenter');
    await expect(page.getByRole('heading', { name: 'Reward centre' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact customer service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', CONTACT);
    await keepScreenshot(page, testInfo, 'status-feature-off');
  } finally {
    await adminPut(request, token, ADMIN_PATHS.siteFlags, flags);
    await adminPut(request, token, ADMIN_PATHS.siteCustomerService, services);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contact customer service' })).toHaveCount(0);
});
