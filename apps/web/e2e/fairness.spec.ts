import { expect, test } from '@playwright/test';
import { seriousViolations, settle } from './axe';
import { keepScreenshot } from './fixtures';

// The known vector of packages/contract/src/rules/fair/fair.test.ts: its first HMAC block starts
// 0566e268 (openssl dgst -sha256 -hmac), so the dice roll is 2.11.
const KNOWN = {
  serverSeed: 'b3c1f0c2a7e94d5f8a6b1e2d3c4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5',
  serverSeedHash: 'e4feb530890b3721a689d7f277bc1f48ab3c61a6b901345789f28ae88ed9e819',
  clientSeed: 'lucky-nova',
  nonce: '7',
};

test.describe('provably fair', () => {
  test('the verifier recomputes a known round, checks the hash, and passes axe', async ({ page }, testInfo) => {
    await page.goto('/m/fairness');
    await expect(page.getByRole('heading', { name: 'Provably fair' })).toBeVisible();
    await page.getByLabel('Server seed (revealed)').fill(KNOWN.serverSeed);
    await page.getByLabel('Server seed hash shown before the bet').fill(KNOWN.serverSeedHash);
    await page.getByLabel('Client seed').fill(KNOWN.clientSeed);
    await page.getByLabel('Nonce').fill(KNOWN.nonce);
    await page.getByLabel('Game').selectOption('dice');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('fairness-value')).toHaveText('2.11');
    await expect(page.getByTestId('fairness-hash-check')).toHaveText(/Matches the hash/);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Game').selectOption('slot');
    await page.getByRole('button', { name: 'Verify' }).click();
    const reels = page.getByRole('group', { name: 'Reels, top to bottom' });
    await expect(reels.getByRole('list', { name: 'Reel 1' })).toHaveText('SEVENDIAMONDBELL');
    await keepScreenshot(page, testInfo, 'fairness-verifier');

    // Another seed than the one committed to is called out.
    await page.getByLabel('Server seed (revealed)').fill(`${KNOWN.serverSeed.slice(0, -1)}6`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('fairness-hash-check')).toHaveText(/Does not match/);
    await page.getByLabel('Nonce').fill('-1');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The nonce is a whole number from 0.')).toBeVisible();
  });

  test('a round played, the pair rotated: the verifier gives the same roll', async ({ page }, testInfo) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: /free play/i }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await page.getByRole('button', { name: 'Play Nova Dice' }).first().click();
    const game = page.frameLocator('iframe[title="Nova Dice game"]');

    // The hash is there before the bet.
    await game.getByRole('button', { name: 'Provably fair' }).click();
    const panel = game.getByRole('dialog', { name: 'Provably fair' });
    const committed = await panel.getByTestId('fair-hash').textContent();
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    await panel.getByRole('button', { name: 'Close' }).click();

    const roll = game.getByRole('button', { name: 'Roll', exact: true });
    await roll.click();
    await expect(roll).toBeEnabled({ timeout: 10_000 });
    const shown = (await game.getByTestId('dice-result').textContent())?.match(/^\d+\.\d{2}/)?.[0];
    expect(shown).toBeTruthy();

    await game.getByRole('button', { name: 'Provably fair' }).click();
    await panel.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(panel.getByTestId('fair-revealed')).toBeVisible();
    await keepScreenshot(page, testInfo, 'fairness-panel');
    const [verifier] = await Promise.all([
      page.context().waitForEvent('page'),
      panel.getByRole('link', { name: 'Verify its last round' }).click(),
    ]);
    await expect(verifier.getByTestId('fairness-value')).toHaveText(shown ?? '');
    await expect(verifier.getByTestId('fairness-hash-check')).toHaveText(/Matches the hash/);
    await expect(verifier.getByLabel('Server seed hash shown before the bet')).toHaveValue(committed ?? '');
  });
});
