import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { freshUsername, registerPlayer } from './accounts';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';

/**
 * Feedback end to end, as a new member of its own: send it with a picture, see it waiting, the
 * operator replies (through the operator API), and the member reads the reply on the page and in the inbox.
 */
const ADDRESS = '198.51.100.72';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } });

const PASSWORD = 'Feed1234';
const SLIP = `${import.meta.dirname}/fixtures/bet-slip.png`;

async function register(page: Page): Promise<string> {
  const username = freshUsername('feed');
  await registerPlayer(page, username, PASSWORD);
  return username;
}

/** The seeded reviewer answers through the operator API: the newest open feedback of this member. */
async function reply(request: APIRequestContext, username: string, text: string): Promise<void> {
  const session = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novareviewer', password: 'Operator-2026!' },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await session.json()) as { value: { token: string } }).value.token}` };
  const list = await request.get(`${ADMIN_PATHS.feedback}?status=open&username=${username}`, { headers });
  const [open] = ((await list.json()) as { value: { list: { id: number }[] } }).value.list;
  expect(open).toBeDefined();
  const answered = await request.post(`${ADMIN_PATHS.feedback}/${open?.id}/reply`, { headers, data: { reply: text } });
  expect(answered.ok(), await answered.text()).toBe(true);
}

test('a member sends feedback with a picture and reads the operator’s reply on the page and in the inbox', async ({
  page,
  request,
}, testInfo) => {
  const username = await register(page);
  // The member centre lists feedback among its entries.
  await page.goto('/m/member/home');
  await page.getByRole('main').getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/m\/feedback$/);
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  await expect(page.getByText('No feedback yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const send = page.getByRole('button', { name: 'Send', exact: true });
  await page.getByRole('group', { name: 'Category' }).getByText('Games').click();
  const words = page.getByLabel('Your feedback');
  await words.fill('Too short');
  await expect(page.getByText('2 / 300 words')).toBeVisible();
  await expect(send).toBeDisabled();
  await words.fill('The keno board froze after my third round and the balance did not update.');
  await page.getByLabel('Add a picture').setInputFiles(SLIP);
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'feedback-form');
  await send.click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();

  const history = page.getByRole('list', { name: 'My feedback' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Awaiting reply');
  await expect(history).toContainText('1 picture(s)');

  await reply(request, username, 'Thanks! We fixed the board; your round was settled.');
  await page.reload();
  await expect(history).toContainText('Replied');
  await expect(history).toContainText('Thanks! We fixed the board; your round was settled.');
  await keepScreenshot(page, testInfo, 'feedback-replied');

  await page.goto('/m/message');
  await page.getByRole('link', { name: 'Open message: Reply to your feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Reply to your feedback' })).toBeVisible();
  await expect(page.getByText('Thanks! We fixed the board; your round was settled.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'feedback-inbox');
});
