// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@lobby/contract/core';
import { App } from '../app';
import { startFromHash } from '../lib/i18n';
import { TICKET, bodyOf, fail, ok, session, stubFetch } from '../test/fixtures';

const pair = { serverSeedHash: 'f'.repeat(64), clientSeed: 'first-seed', nonce: 3 };
const next = { serverSeedHash: 'e'.repeat(64), clientSeed: 'my_seed', nonce: 0 };
const revealed = { serverSeed: '1'.repeat(64), serverSeedHash: pair.serverSeedHash, clientSeed: 'my_seed', nonce: 3 };

async function openPanel(language = 'en') {
  render(<App params={startFromHash(`#ticket=${TICKET}&language=${language}`)} />);
  const opener = await screen.findByRole('button', { name: language === 'en' ? 'Provably fair' : 'Adil terbukti' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog') };
}

afterEach(() => vi.unstubAllGlobals());

describe('the Fairness panel', () => {
  it('shows the committed hash before a bet, saves a client seed, rotates and links the revealed round', async () => {
    const { calls } = stubFetch(
      ok(session({ engine: 'dice', mode: 'real' })),
      ok(pair),
      ok({ ...pair, clientSeed: 'my_seed' }),
      ok({ revealed, current: next }),
    );
    const { dialog } = await openPanel();
    expect((await within(dialog).findByTestId('fair-hash')).textContent).toBe(pair.serverSeedHash);
    expect(within(dialog).getByTestId('fair-nonce').textContent).toBe('3');
    expect(calls[1]?.url).toBe(API_PATHS.inhouseFairness);

    const seed = within(dialog).getByLabelText('Client seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, 'bad:seed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('1 to 64 letters');
    expect(calls).toHaveLength(2);

    await userEvent.clear(seed);
    await userEvent.type(seed, 'my_seed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Client seed saved/)).toBeTruthy();
    expect(calls[2]?.url).toBe(API_PATHS.inhouseFairnessClientSeed);
    expect(bodyOf(calls[2]?.init)).toEqual({ clientSeed: 'my_seed' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate seed pair' }));
    expect((await within(dialog).findByTestId('fair-revealed')).textContent).toBe(revealed.serverSeed);
    expect(within(dialog).getByTestId('fair-hash').textContent).toBe(next.serverSeedHash);
    const link = within(dialog).getByRole('link', { name: 'Verify its last round' });
    const url = new URL(link.getAttribute('href') ?? '', 'https://site.test');
    expect(url.pathname).toBe('/m/fairness');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: 'my_seed',
      nonce: '2',
      game: 'dice',
    });
  });

  it('keeps focus inside, closes on Escape and gives focus back; words in Indonesian', async () => {
    stubFetch(ok(session()), ok(pair));
    const { opener, dialog } = await openPanel('id');
    expect(await within(dialog).findByText('Hash server seed')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 8; i++) await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("shows the server's refusal of a client seed", async () => {
    stubFetch(ok(session()), ok(pair), fail(400, 'fairness.client.seed.invalid', 'bad'));
    const { dialog } = await openPanel();
    const seed = await within(dialog).findByLabelText('Client seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, 'fine-locally');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('1 to 64 letters');
  });
});
