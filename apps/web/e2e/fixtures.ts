import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

const artifacts = fileURLToPath(new URL('../../../.tmp/e2e-artifacts/', import.meta.url));

/** Keep a screenshot as a test artifact (attached to the report and written to .tmp/e2e-artifacts). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(artifacts, { recursive: true });
  const path = `${artifacts}${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Hold the page's calls to `url` until the returned release is called: what shows meanwhile is testable. */
export async function holdCalls(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Scroll down a screen at a time, as a person would, until `target` is on the page: home's
 * sections below its first screen render as they come near.
 */
export async function scrollDownTo(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      if ((await target.count()) > 0) return true;
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      return false;
    })
    .toBe(true);
  await target.first().scrollIntoViewIfNeeded();
}

/** Game cards are list items whose play button is named "Play <game>". */
export function gameCards(page: Page | Locator) {
  return page.getByRole('button', { name: /^Play / });
}

/** Wait until the listed game cards are all from one provider (the old list may still be on its way out). */
export async function expectEveryCardFrom(page: Page, providerName: string) {
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Play / }) });
  await expect(cards.first()).toBeVisible();
  await expect.poll(async () => (await cards.allInnerTexts()).every((text) => text.includes(providerName))).toBe(true);
}

/** A grid of tiles leaves none alone on its last row (one row, or two or more tiles on the last). */
export async function expectNoLoneTile(list: Locator) {
  const tiles = list.getByRole('listitem');
  await expect(tiles.last()).toBeVisible();
  const tops = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const lastRow = tops.filter((top) => top === tops.at(-1)).length;
  expect(lastRow === tops.length || lastRow > 1, `rows by top: ${tops.join(', ')}`).toBe(true);
}
