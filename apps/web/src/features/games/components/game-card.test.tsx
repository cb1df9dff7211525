// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_IMAGE_THRESHOLD } from '@lobby/contract/core';
import { makeGame } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { resetAccounts, signIn } from '../../../test/accounts';
import { useToastStore } from '../../../lib/toast';
import { GameCard } from './game-card';

describe('GameCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAccounts();
  });

  it('shows the game name, provider and a favourite heart', () => {
    renderWithApp(<GameCard game={makeGame({ gameName: 'Gates of Olympus', displayName: 'Pragmatic Play' })} />);
    const card = screen.getByRole('article', { name: 'Gates of Olympus' });
    expect(within(card).getByText('Pragmatic Play')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Play Gates of Olympus' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    const theme = Number(card.getAttribute('data-card-theme'));
    expect(theme).toBeGreaterThanOrEqual(1);
    expect(theme).toBeLessThanOrEqual(9);
  });

  it('falls back to the node name', () => {
    renderWithApp(<GameCard game={makeGame({ gameName: '', nodeName: 'Lucky Koi' })} />);
    expect(screen.getByRole('button', { name: 'Play Lucky Koi' })).toBeTruthy();
  });

  it.each(['LOTT', 'ELOTT'] as const)('has no heart for %s games', (gameType) => {
    renderWithApp(<GameCard game={makeGame({ gameType })} />);
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).toBeNull();
  });

  it('sends a visitor to login from the heart and from the game', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<GameCard game={makeGame({ gameName: 'Sweet Bonanza' })} />, {
      route: '/m/slot-games',
    });
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(router.state.location.pathname).toBe('/m/login');
    await act(() => router.navigate('/m/slot-games'));
    await user.click(screen.getByRole('button', { name: 'Play Sweet Bonanza' }));
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it("opens a member's game in the game shell, and refuses a guest-type trial account free play", async () => {
    const user = userEvent.setup();
    signIn();
    const game = makeGame({ gameName: 'Nova Keno', nodeId: 'INH-KENO', vassalage: 'INH' });
    const { router, unmount } = renderWithApp(<GameCard game={game} />, { route: '/m/home' });
    await user.click(screen.getByRole('button', { name: 'Play Nova Keno' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/m/play/INH-KENO?vassalage=INH');
    unmount();
    signIn({ trial: true, type: 4 });
    const guest = renderWithApp(<GameCard game={game} />, { route: '/m/home' });
    await user.click(screen.getByRole('button', { name: 'Play Nova Keno' }));
    expect(guest.router.state.location.pathname).toBe('/m/home');
    expect(useToastStore.getState().toast).toMatchObject({ message: 'errors.game.free.reject', tone: 'error' });
  });

  it('loads its image only once enough of the card is visible', () => {
    let notify: IntersectionObserverCallback = () => undefined;
    let options: IntersectionObserverInit | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          notify = callback;
          options = init;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    renderWithApp(<GameCard game={makeGame({ gameName: 'Mahjong Ways', iconUrl: '/media/games/mw.webp' })} />);
    expect(options?.threshold).toBe(LAZY_IMAGE_THRESHOLD);
    expect(screen.queryByRole('img', { name: 'Mahjong Ways' })).toBeNull();
    const frame = screen.getByRole('button', { name: 'Play Mahjong Ways' }).firstElementChild as Element;
    const seen = (ratio: number) =>
      act(() =>
        notify(
          [{ target: frame, isIntersecting: true, intersectionRatio: ratio } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    seen(0.1);
    expect(screen.queryByRole('img', { name: 'Mahjong Ways' })).toBeNull();
    seen(LAZY_IMAGE_THRESHOLD);
    expect(screen.getByRole('img', { name: 'Mahjong Ways' }).getAttribute('src')).toBe('/media/games/mw.webp');
  });
});
