// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@lobby/contract/core';
import { App } from './app';
import { startFromHash } from './lib/i18n';
import { TICKET, bodyOf, fail, kenoRound, networkDown, ok, session, slotRound, stubFetch } from './test/fixtures';

const fast = { retryDelayMs: () => 1 };

function renderGame(hash = `#ticket=${TICKET}&language=en`) {
  return render(<App params={startFromHash(hash)} playOptions={fast} />);
}

describe('a slot round', () => {
  it('loads the session with the ticket and shows the chrome', async () => {
    const { calls } = stubFetch(ok(session()));
    renderGame();
    expect(await screen.findByRole('heading', { name: 'Lucky Sevens' })).toBeTruthy();
    expect(screen.getByText('RTP 95.75%')).toBeTruthy();
    expect(screen.getByText('Fun credits')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('1,000.00');
    expect(calls[0]?.url).toBe(API_PATHS.inhouseSession);
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe(`Bearer ${TICKET}`);
  });

  it('retries a round after a network error with the same round id, and pays once', async () => {
    const { calls } = stubFetch(ok(session()), networkDown, ok(slotRound()));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('win-amount')).toBeTruthy();
    expect(calls).toHaveLength(3);
    const [first, second] = [bodyOf(calls[1]?.init), bodyOf(calls[2]?.init)];
    expect(first.roundId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.roundId).toBe(first.roundId);
    expect(second).toEqual({ engine: 'slot', stakeMinor: 100, roundId: first.roundId });
    expect(screen.getByTestId('balance').textContent).toBe('1,000.30');
    expect(screen.getByTestId('announcer').textContent).toBe('You won 1.30');
  });

  it('retries a 5xx at most twice, then shows the failure and keeps the balance', async () => {
    const { calls } = stubFetch(ok(session()), fail(500, 'system.error', 'Unknown or system error.'));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown or system error.');
    expect(calls).toHaveLength(4);
    expect(new Set(calls.slice(1).map((call) => bodyOf(call.init).roundId)).size).toBe(1);
    expect(screen.getByTestId('balance').textContent).toBe('1,000.00');
  });

  it('gives each new round a new id', async () => {
    const { calls } = stubFetch(ok(session()), ok(slotRound({ payoutMinor: 0 })));
    renderGame();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(spin);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('No win this time'));
    await userEvent.click(spin);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(bodyOf(calls[2]?.init).roundId).not.toBe(bodyOf(calls[1]?.init).roundId);
  });

  it('shows a friendly message when the server finds the balance too low', async () => {
    stubFetch(ok(session()), fail(409, 'wallet.insufficient', 'Insufficient balance.'));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your balance is too low for this stake');
  });

  it("shows a responsible-gaming refusal in the player's language, not the server's English", async () => {
    const refusal = () => fail(403, 'rg.wager.limit', 'You have reached your wager limit.');
    stubFetch(ok(session()), refusal());
    const english = renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This stake would take you past your wager limit');
    english.unmount();

    stubFetch(ok(session()), refusal());
    renderGame(`#ticket=${TICKET}&language=id`);
    await userEvent.click(await screen.findByRole('button', { name: 'Putar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Taruhan ini akan melewati batas taruhan Anda');
    expect(alert.textContent).not.toContain('wager limit');
  });

  it('disables play when the balance is below the stake, with the reason', async () => {
    stubFetch(ok(session({ balance: { sumBalance: '1.50', balanceMinor: 150 } })));
    renderGame();
    const spin = await screen.findByRole('button', { name: 'Spin' });
    expect((spin as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Raise stake' }));
    expect(screen.getByTestId('stake').textContent).toBe('2.00');
    expect((spin as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('notice').textContent).toBe('Your balance is too low for this stake');
  });
});

describe('the lobby shell', () => {
  const parent = { postMessage: vi.fn() };
  beforeEach(() => {
    parent.postMessage.mockReset();
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window & typeof globalThis);
  });

  it('hears the new balance after each settled round, on its own origin', async () => {
    stubFetch(ok(session()), ok(slotRound()));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(1));
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'lobby:balance', balance: { sumBalance: '1000.30', balanceMinor: 100_030 } },
      window.location.origin,
    );
  });

  it('hears nothing when a round fails', async () => {
    stubFetch(ok(session()), fail(409, 'wallet.insufficient', 'Insufficient balance.'));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    await screen.findByRole('alert');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('an ended session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ended panel without a ticket, and calls nothing', async () => {
    const { calls } = stubFetch(ok(session()));
    renderGame('#language=en');
    expect(screen.getByRole('heading', { name: 'Game session ended' })).toBeTruthy();
    expect(screen.getByText(/Go back to the lobby and open the game again/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the ended panel when the server refuses the ticket', async () => {
    stubFetch(fail(401, 'game.ticket.invalid', 'The game session has ended.'));
    renderGame();
    expect(await screen.findByRole('heading', { name: 'Game session ended' })).toBeTruthy();
  });

  it('shows the ended panel when the ticket expires mid-game', async () => {
    stubFetch(ok(session()), fail(401, 'game.ticket.invalid', 'The game session has ended.'));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('heading', { name: 'Game session ended' })).toBeTruthy();
  });

  it('speaks Indonesian when the hash says so', async () => {
    renderGame('#language=id');
    expect(screen.getByRole('heading', { name: 'Sesi permainan berakhir' })).toBeTruthy();
  });
});

describe('keno', () => {
  const kenoSession = () => session({ engine: 'keno', nodeId: 'INH-KENO', gameName: 'Keno 40', rtpBp: 9300 });

  it('refuses an 11th pick and says why', async () => {
    stubFetch(ok(kenoSession()));
    renderGame();
    const board = await screen.findByRole('group', { name: /Keno numbers/ });
    for (let n = 1; n <= 10; n++) await userEvent.click(within(board).getByRole('button', { name: String(n) }));
    const eleventh = within(board).getByRole('button', { name: '11' });
    await userEvent.click(eleventh);
    expect(eleventh.getAttribute('aria-pressed')).toBe('false');
    expect(within(board).getAllByRole('button', { pressed: true })).toHaveLength(10);
    expect(screen.getByTestId('notice').textContent).toBe('You can pick up to 10 numbers');
    expect(screen.getByTestId('pick-count').textContent).toBe('10 / 10 picked');
  });

  it('plays the picks, reveals the draw and the hits, and shows the pay for the pick count', async () => {
    const picks = [3, 7, 21];
    const round = kenoRound(picks, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], 25);
    const { calls } = stubFetch(ok(kenoSession()), ok(round));
    renderGame();
    const board = await screen.findByRole('group', { name: /Keno numbers/ });
    for (const n of [21, 3, 7]) await userEvent.click(within(board).getByRole('button', { name: String(n) }));
    const row = screen.getByTestId('pay-row');
    expect(row.textContent).toContain('×2.5');
    expect(row.textContent).toContain('×50');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('You won 2.50'));
    expect(bodyOf(calls[1]?.init)).toMatchObject({ engine: 'keno', stakeMinor: 100, picks: [3, 7, 21] });
    expect(screen.getByTestId('pick-count').textContent).toBe('2 of 3 hit');
    expect(within(screen.getByRole('list', { name: 'Drawn numbers' })).getAllByRole('listitem')[1]?.textContent).toBe(
      '3',
    );
  });

  it('quick pick fills the board and clear empties it', async () => {
    stubFetch(ok(kenoSession()));
    renderGame();
    const board = await screen.findByRole('group', { name: /Keno numbers/ });
    await userEvent.click(screen.getByRole('button', { name: 'Quick pick' }));
    expect(within(board).getAllByRole('button', { pressed: true })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(within(board).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the rules dialog', () => {
  it('opens labelled with the pay table, keeps focus inside, closes on Escape and gives focus back', async () => {
    stubFetch(ok(session()));
    renderGame();
    const opener = await screen.findByRole('button', { name: 'Rules and pays' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Lucky Sevens · Rules and pays' });
    // SEVEN pays 2750 line bets for five: 275.00 at a stake of 1.00 (line bet 0.10).
    expect(within(dialog).getByRole('row', { name: /Seven/ }).textContent).toContain('275.00');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
