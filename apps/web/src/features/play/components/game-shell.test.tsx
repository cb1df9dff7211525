// @vitest-environment happy-dom
import { API_PATHS } from '@lobby/contract/core';
import type { Launch } from '@lobby/contract/play';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toast';
import { resetAccounts, signIn } from '../../../test/accounts';
import { failure, renderWithApp, stubApi } from '../../../test/render';
import { GameShell } from './game-shell';

const launch = (url: string): Launch => ({
  url,
  mode: 'real',
  adapter: 'inhouse',
  nodeId: 'INH-KENO',
  gameName: 'Nova Keno',
  gameType: 'RNG',
  vassalage: 'INH',
  displayName: 'Nova Originals',
});

describe('GameShell', () => {
  beforeEach(() => {
    resetAccounts();
    signIn();
  });
  afterEach(resetAccounts);

  it('launches the game into a full-height frame, with the balance, and a fresh launch on reload', async () => {
    let n = 0;
    const api = stubApi({
      [API_PATHS.launch]: () => launch(`/games/#ticket=t${++n}`),
      [API_PATHS.wallet]: () => ({ sumBalance: '1000.00', balanceMinor: 100_000 }),
    });
    renderWithApp(<GameShell nodeId="INH-KENO" mode="real" />);
    const frame = await screen.findByTitle('Nova Keno game');
    expect(frame.getAttribute('src')).toBe('/games/#ticket=t1&sound=1');
    expect(document.title).toContain('Nova Keno');
    expect(api.sent(API_PATHS.launch)[0]?.url.searchParams.get('mode')).toBe('real');
    expect(await screen.findByText('1,000.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload game' }));
    await waitFor(() =>
      expect(screen.getByTitle('Nova Keno game').getAttribute('src')).toBe('/games/#ticket=t2&sound=1'),
    );
  });

  it("shows the balance a game page reports after a round, only from this site's own pages", async () => {
    stubApi({
      [API_PATHS.launch]: () => launch('/games/#ticket=t'),
      [API_PATHS.wallet]: () => ({ sumBalance: '1000.00', balanceMinor: 100_000 }),
    });
    renderWithApp(<GameShell nodeId="INH-KENO" mode="real" />);
    await screen.findByText('1,000.00');
    const post = (origin: string, sumBalance: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            data: { type: 'lobby:balance', balance: { sumBalance, balanceMinor: Number(sumBalance.replace('.', '')) } },
          }),
        );
      });
    post('https://evil.example', '99999.00');
    expect(screen.queryByText('99,999.00')).toBeNull();
    post(window.location.origin, '987.50');
    expect(await screen.findByText('987.50')).toBeTruthy();
  });

  it("reads the balance again when a provider's page in the frame says a round ended, from no one else", async () => {
    let balance = '1000.00';
    const api = stubApi({
      [API_PATHS.launch]: () => launch('https://games.provider.example/p/PG/game/s1'),
      [API_PATHS.wallet]: () => ({ sumBalance: balance, balanceMinor: Math.round(Number(balance) * 100) }),
    });
    renderWithApp(<GameShell nodeId="100001" mode="real" />);
    await screen.findByText('1,000.00');
    const frame = (await screen.findByTitle('Nova Keno game')) as HTMLIFrameElement;
    const reads = () => api.sent(API_PATHS.wallet).length;
    const post = (origin: string, source: Window | null, data: object) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
      });
    balance = '990.00';
    const before = reads();
    // Another origin, or the right origin from outside our frame, or a number from the provider: nothing moves.
    post('https://evil.example', frame.contentWindow, { type: 'lobby:round-ended' });
    post('https://games.provider.example', window, { type: 'lobby:round-ended' });
    post('https://games.provider.example', frame.contentWindow, {
      type: 'lobby:balance',
      balance: { sumBalance: '99999.00', balanceMinor: 9_999_900 },
    });
    expect(reads()).toBe(before);
    post('https://games.provider.example', frame.contentWindow, { type: 'lobby:round-ended', roundId: 'rnd_1' });
    expect(await screen.findByText('990.00')).toBeTruthy();
    expect(screen.queryByText('99,999.00')).toBeNull();
  });

  it('refuses free play with the free_reject toast', async () => {
    stubApi({ [API_PATHS.launch]: () => failure('game.free.reject', 403) });
    renderWithApp(<GameShell nodeId="INH-KENO" mode="free" />);
    await waitFor(() => expect(useToastStore.getState().toast?.message).toBe('errors.game.free.reject'));
  });

  it('sends an ended session to login', async () => {
    stubApi({ [API_PATHS.launch]: () => failure('session.ended', 401) });
    renderWithApp(<GameShell nodeId="INH-KENO" mode="real" />);
    expect(await screen.findByText('login page /m/login')).toBeTruthy();
  });

  it('offers to try again when the game cannot start', async () => {
    let fail = true;
    stubApi({
      [API_PATHS.launch]: () => (fail ? failure('game.not.found', 404) : launch('/games/#ticket=ok')),
      [API_PATHS.wallet]: () => ({ sumBalance: '1.00', balanceMinor: 100 }),
    });
    renderWithApp(<GameShell nodeId="INH-KENO" mode="real" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This game is not available right now.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Nova Keno game')).getAttribute('src')).toBe('/games/#ticket=ok&sound=1');
  });
});
