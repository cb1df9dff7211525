import { expect, type Page } from '@playwright/test';

/**
 * Close the pop-ups that greet a member on home (the announcement carousel, then an agent's contract
 * prompts), one after another, until none shows for `quietMs`. For tests that log in to do something
 * else on home.
 */
export async function dismissHomePopups(page: Page, quietMs = 2_000): Promise<void> {
  for (let shown = 0; shown < 8; shown += 1) {
    const dialog = page.getByRole('dialog').first();
    try {
      await dialog.waitFor({ state: 'visible', timeout: quietMs });
    } catch {
      return;
    }
    const name = await dialog.getAttribute('aria-labelledby');
    await dialog
      .getByRole('button', { name: /^(Cancel|Close)$/ })
      .first()
      .click();
    if (name) await expect(page.locator(`[role="dialog"][aria-labelledby="${name}"]`)).toHaveCount(0);
  }
}

/**
 * Close every home pop-up until the one named `name` shows, and return it (the announcement carousel
 * comes first when the site has pop-up announcements; the test holds either way).
 */
export async function popupAfterAnnouncements(page: Page, name: string) {
  const wanted = page.getByRole('dialog', { name });
  for (let shown = 0; shown < 8; shown += 1) {
    const dialog = page.getByRole('dialog').first();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    if (await wanted.isVisible()) return wanted;
    const labelled = await dialog.getAttribute('aria-labelledby');
    await dialog
      .getByRole('button', { name: /^(Close|Cancel)$/ })
      .first()
      .click();
    if (labelled) await expect(page.locator(`[role="dialog"][aria-labelledby="${labelled}"]`)).toHaveCount(0);
  }
  throw new Error(`no "${name}" pop-up on home`);
}
